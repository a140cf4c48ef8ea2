import type { SbinRegistry } from '../../transport/sbin-registry';
import type { HelpService } from './help.service';

/** /sbin online_questions (spec §7 Style B): the online service's quick questions, public. */
export function registerHelpJobs(registry: SbinRegistry, help: HelpService): void {
  registry.register('online_questions', {
    auth: false,
    async handle() {
      return { code: '1', message: 'ok', result: (await help.list('online')).list };
    },
  });
}
