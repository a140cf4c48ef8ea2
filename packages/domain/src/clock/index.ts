export * from './business-day';
export * from './issue-clock';
export * from './mark-six-schedule';
export * from './round-process';
