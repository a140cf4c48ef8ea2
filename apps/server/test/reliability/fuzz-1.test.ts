import { describeFuzzShard } from './fuzz-kit';

// Shard 1 of the fuzz: the shards share one work queue (fuzz-kit.ts#claimer) and run on
// different vitest workers.
describeFuzzShard(1);
