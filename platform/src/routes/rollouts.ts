import { ProgressiveRolloutReportSchema } from '@tabula/shared/schemas';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { rolloutLimits } from '../domain/rollout-timer';
import { abortRollout, listRollouts, pauseRollout, resumeRollout, rolloutById, startRollout } from '../domain/rollouts';
import { DEFAULT_STEP_SECONDS, MAX_STEPS, MIN_STEP_SECONDS } from '../rules/rollout-steps';
import { assertToken, tokenHeader } from '@tabula/api/security/ops-guard';
import { errorReplies, replies } from '@tabula/api/schemas/replies';
import { remoteName, versionLabel } from '../schemas/fields';

const idParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

/**
 * Progressive rollouts for operators (x-ops-token): start one, read them with their guardrails, and
 * pause, resume or abort one. The steps and the guardrails move on by themselves (domain/rollout-timer.ts).
 */
const rolloutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = app.platform;
  const tags = ['operator'];
  const limits = rolloutLimits(ctx.platform);

  app.post(
    '/api/ops/remotes/:name/rollouts',
    {
      schema: {
        tags,
        summary: 'Roll a version out to every venue’s guests step by step, behind guardrails; it becomes the default or aborts by itself',
        description:
          'The version passes the contract gate first (409 with the reason). Every venue that runs no split of the remote serves ' +
          'it to the step’s share of its guests, the default as the control and fallback; venues with their own split keep it ' +
          '(kept_venues). A guest keeps their version as the share grows. When a step’s time is up and its guardrails hold, the ' +
          'next starts; after the 100 % step the version is promoted (the guarded promote, audited as rollout by system). It ' +
          'aborts at once, the default unchanged, when its guests fail significantly more often than the default’s (from at ' +
          'least REMOTE_FAILURE_CLIENTS client addresses), its LCP or INP p75 is more than 20 % worse (50 reports each), or its ' +
          'conversion’s chance to beat the default falls under 5 % (100 guests each). 409 while the remote runs another ' +
          'rollout, for its default, or for a version that was stopped (by the API or an operator) unless "force": true; 404 for an unknown remote or version.',
        headers: tokenHeader,
        params: Type.Object({ name: remoteName }),
        body: Type.Object(
          {
            version: versionLabel,
            steps: Type.Array(Type.Integer({ minimum: 1, maximum: 100 }), {
              minItems: 1,
              maxItems: MAX_STEPS,
              description: 'Shares in percent, ascending, ending at 100, e.g. [5, 25, 50, 100]',
            }),
            step_seconds: Type.Optional(
              Type.Integer({
                minimum: MIN_STEP_SECONDS,
                maximum: 30 * 24 * 3600,
                description: `How long each step runs; ${DEFAULT_STEP_SECONDS} by default`,
              }),
            ),
            force: Type.Optional(Type.Boolean({ description: 'Roll out a version that was stopped, by the API or an operator' })),
          },
          { additionalProperties: false },
        ),
        response: { 201: ProgressiveRolloutReportSchema, ...errorReplies },
      },
    },
    async (req, reply) => {
      const actor = await assertToken(ctx, req);
      const id = await startRollout(ctx.db, ctx.platform.shellManifest, {
        remote: req.params.name,
        version: req.body.version,
        steps: req.body.steps,
        stepSeconds: req.body.step_seconds ?? DEFAULT_STEP_SECONDS,
        actor,
        force: req.body.force,
      });
      return reply.code(201).send(await rolloutById(ctx.db, id, limits));
    },
  );

  app.get(
    '/api/ops/rollouts',
    {
      schema: {
        tags,
        summary: 'Every rollout, running first: its step and share, when the next step starts, its guardrails’ figures, why it aborted',
        headers: tokenHeader,
        response: replies(Type.Object({ rollouts: Type.Array(ProgressiveRolloutReportSchema) })),
      },
    },
    async (req) => {
      await assertToken(ctx, req);
      return { rollouts: await listRollouts(ctx.db, limits) };
    },
  );

  app.get(
    '/api/ops/rollouts/:id',
    { schema: { tags, summary: 'One rollout', headers: tokenHeader, params: idParams, response: replies(ProgressiveRolloutReportSchema) } },
    async (req) => {
      await assertToken(ctx, req);
      return rolloutById(ctx.db, Number(req.params.id), limits);
    },
  );

  const actions = {
    pause: { run: pauseRollout, summary: 'Pause a rollout: the share holds and the step’s clock stops; the guardrails still watch' },
    resume: { run: resumeRollout, summary: 'Resume a paused rollout: the step goes on with the time it had left' },
    abort: { run: abortRollout, summary: 'Abort a rollout: the version’s share goes to 0 and the default stays as it was' },
  } as const;
  for (const [action, { run, summary }] of Object.entries(actions)) {
    app.post(
      `/api/ops/rollouts/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          description: '409 when the rollout is not in a state to do it (ended, or already paused or running). Audited.',
          headers: tokenHeader,
          params: idParams,
          response: replies(ProgressiveRolloutReportSchema),
        },
      },
      async (req) => {
        const actor = await assertToken(ctx, req);
        return run(ctx.db, Number(req.params.id), actor, limits);
      },
    );
  }
};

export default rolloutRoutes;
