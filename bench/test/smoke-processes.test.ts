import { describeSmokes } from './smoke-kit';

describeSmokes('processes');
