import { describeSmokes } from './smoke-kit';

describeSmokes('members');
