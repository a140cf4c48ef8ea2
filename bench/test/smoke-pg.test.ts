import { describeSmokes } from './smoke-kit';

describeSmokes('pg');
