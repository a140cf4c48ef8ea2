import { describeSmokes } from './smoke-kit';

describeSmokes('http');
