export * from "./bull";
export * from "./combinatorics";
export * from './digit-forms';
export * from './verdict';
