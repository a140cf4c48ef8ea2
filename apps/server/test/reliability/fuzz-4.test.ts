import { describeFuzzShard } from './fuzz-kit';

// Shard 4 of the fuzz: the shards share one work queue (fuzz-kit.ts#claimer) and run on
// different vitest workers.
describeFuzzShard(4);
