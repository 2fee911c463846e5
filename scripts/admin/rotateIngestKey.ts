import { industryName } from '../../server/tenancy/industryOverview';
import { createIngestKey, listIngestKeys, revokeIngestKey } from '../../server/tracking/ingestKeyStore';
import { INGEST_KEY_SCOPES } from '../../src/domain/ingestKeyScopes';
import { type AdminCommand, badArguments, EXIT, parseCommandArgs, withDatabase } from './adminCommand';

const FLAGS = { industry: { type: 'string' }, key: { type: 'string' } } as const;

const wholeNumber = (text: string | undefined) =>
  text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null;

export const rotateIngestKey: AdminCommand = {
  name: 'rotate-ingest-key',
  summary: 'Revoke an industry’s ingest API key and print its replacement once',
  usage: `Usage: npm run admin -- rotate-ingest-key --industry <industry id> [--key <key id>]

Revokes one of the industry's working ingest API keys and issues a new one with the same name and feeds, in one
transaction, and prints the new key this once (only its hash is stored). Without --key, the industry's only
working key is rotated; when it has several, they are listed and one is named with --key. An industry with none
gets a new key for every feed. Server nodes stop accepting the old key within half a minute (they cache keys);
give the feeds the new key before then.`,

  async run(args, ctx) {
    const read = parseCommandArgs(args, FLAGS);
    if ('problem' in read) return badArguments(ctx, this, read.problem);
    const { values } = read.parsed;
    const industryId = wholeNumber(values.industry);
    if (industryId === null)
      return badArguments(ctx, this, '--industry: give the industry id (npm run admin -- industries).');
    const keyId = values.key === undefined ? undefined : wholeNumber(values.key);
    if (keyId === null) return badArguments(ctx, this, '--key: give the key id as a number.');

    return withDatabase(ctx, (db) =>
      db.transaction(async (tx) => {
        const name = await industryName(tx, industryId);
        if (name === undefined) {
          ctx.err(`No industry #${industryId}. Nothing was changed.`);
          return EXIT.refused;
        }
        const working = (await listIngestKeys(tx, industryId)).filter((key) => key.revokedAt === null);
        const old = keyId === undefined ? working[0] : working.find((key) => key.id === keyId);
        if (keyId !== undefined && !old) {
          ctx.err(`Industry #${industryId} has no working key #${keyId}. Nothing was changed.`);
          return EXIT.refused;
        }
        if (keyId === undefined && working.length > 1) {
          ctx.err(`${name} has ${working.length} working keys; name one with --key:`);
          for (const key of working)
            ctx.err(
              `  --key ${key.id}  "${key.name}", feeds ${key.scopes.join(', ')}, last used ${key.lastUsedAt ?? 'never'}`,
            );
          ctx.err('Nothing was changed.');
          return EXIT.badArguments;
        }
        const now = ctx.now();
        if (old) await revokeIngestKey(tx, industryId, old.id, now);
        const fresh = await createIngestKey(tx, industryId, {
          name: old?.name ?? 'Issued with npm run admin',
          scopes: old?.scopes ?? INGEST_KEY_SCOPES,
        });
        ctx.out(
          old
            ? `Revoked key #${old.id} "${old.name}" of ${name} (#${industryId}).`
            : `${name} (#${industryId}) had no working key.`,
        );
        ctx.out(
          `New key #${fresh.ingestKey.id} "${fresh.ingestKey.name}" for feeds ${fresh.ingestKey.scopes.join(', ')} ` +
            `(shown this once; only its hash is stored): ${fresh.key}`,
        );
        return EXIT.done;
      }),
    );
  },
};
