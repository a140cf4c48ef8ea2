import { describeSmokes } from './smoke-kit';

describeSmokes('web');
