import type { ResultText, ResultTextRequest } from '@teamcast/contract';
import type { NarrativeInput, NarrativePerson, NarrativeScore, NarrativeTeamFigures, PowerRecord, SceneForecast } from '@teamcast/domain';
import { AppError } from '../../http/app-error';
import type { Session } from '../../identity/session';
import type { ComputeResult } from '../../platform/compute/scene-task';
import type { ModuleDeps } from '../module-deps';
import { ownerContext } from '../profiles/profile-access';
import { isHiddenFrom } from '../profiles/profile-view';
import type { ProfileRow } from '../profiles/profiles-repository';
import { visibleProfilesByIds } from '../scenes/scene-profiles';
import { findOwnRun } from '../scenes/runs-repository';
import { findOwnScene } from '../scenes/scenes-repository';
import { connectionFailed } from '../scenes/snapshot-links';

type PairResult = Extract<ComputeResult, { kind: 'pair' }>;
type PairScore = PairResult['compatibility']['work'];

const profileNotFound = () => new AppError(404, 'profile_not_found', 'No profile with this id is among the result’s people the owner may see');

/** A person as a text may name them: the first name, and whether the viewer may see their details. */
function personOf(row: ProfileRow | undefined, ownerId: string): NarrativePerson {
  if (!row) return { name: null, detailsHidden: true };
  return { name: row.firstName, detailsHidden: isHiddenFrom(row, ownerId) };
}

const scoreOf = (score: PairScore): NarrativeScore => ({
  score: score.score,
  precision: score.precision,
  reasons: score.reasons.map((reason) => ({
    subject: reason.subject as NarrativeScore['reasons'][number]['subject'],
    kind: reason.kind as NarrativeScore['reasons'][number]['kind'],
    points: reason.points,
    who: reason.who,
  })),
});

const swapWho = (score: NarrativeScore): NarrativeScore => ({
  ...score,
  reasons: score.reasons.map((reason) => ({ ...reason, who: reason.who === 'first' ? 'second' : reason.who === 'second' ? 'first' : 'both' })),
});

const figuresOf = (power: PowerRecord): NarrativeTeamFigures => ({
  cohesion: power.cohesion,
  performance: power.performance,
  microclimate: power.microclimate,
  precision: power.precision,
  statisticPower: power.statisticPower,
  orientation: power.groupOrientation.orientation,
});

/** The first and last forecast days with anyone in the team. */
function powerEnds(forecast: SceneForecast): { powerStart: number; powerEnd: number } {
  const staffed = forecast.days.filter((day) => day.members > 0);
  return { powerStart: staffed[0]?.power ?? 0, powerEnd: staffed[staffed.length - 1]?.power ?? 0 };
}

/**
 * Result texts: a stored result of the owner's own run, reduced to what a text may say, written in the
 * asked language. The ids of the request must be people of that result whom the owner may see.
 */
export function createResultTextService(deps: ModuleDeps) {
  const { db, texts } = deps;

  async function pairInput(ownerId: string, run: { sceneId: string | null }, result: PairResult, first: string | undefined): Promise<NarrativeInput> {
    // The compatibility's "first" is the pair's first actor; the forecast lists its actors sorted by id.
    const scene = run.sceneId ? await findOwnScene(db, ownerId, run.sceneId, 'pair') : undefined;
    const computed = result.forecast.actors.map((actor) => actor.id);
    const current = scene?.state.actors.map((actor) => actor.id) ?? [];
    const orderKnown = current.length === 2 && current.every((id) => computed.includes(id));
    const order = orderKnown ? current : computed;
    const profiles = await visibleProfilesByIds(db, ownerId, order);
    // When the pair has since changed, who is "first" is no longer known: no trait is put down to either.
    const person = (id: string | undefined): NarrativePerson => {
      const seen = personOf(id === undefined ? undefined : profiles.get(id), ownerId);
      return orderKnown ? seen : { ...seen, detailsHidden: true };
    };
    const { compatibility } = result;
    const input: Extract<NarrativeInput, { kind: 'pair' }> = {
      kind: 'pair',
      people: [person(order[0]), person(order[1])],
      // The narrative speaks of "a relationship", which a friendship is as much as love is.
      relation: compatibility.relation === 'WORK' ? 'WORK' : 'LOVE',
      work: scoreOf(compatibility.work),
      leadFirst: scoreOf(compatibility.leadFirst),
      leadSecond: scoreOf(compatibility.leadSecond),
      love: compatibility.love ? { ...scoreOf(compatibility.love), oneWay: { ...compatibility.love.oneWay } } : null,
    };
    if (first === undefined || first === order[0]) return input;
    // Named the other way round: the same result seen from the second person.
    return {
      ...input,
      people: [input.people[1], input.people[0]],
      work: swapWho(input.work),
      leadFirst: swapWho(input.leadSecond),
      leadSecond: swapWho(input.leadFirst),
      love: input.love
        ? { ...swapWho(input.love), oneWay: { firstWithSecond: input.love.oneWay.secondWithFirst, secondWithFirst: input.love.oneWay.firstWithSecond } }
        : null,
    };
  }

  async function teamInput(ownerId: string, forecast: SceneForecast): Promise<NarrativeInput> {
    const profiles = await visibleProfilesByIds(db, ownerId, forecast.actors.map((actor) => actor.id));
    return {
      kind: 'team',
      figures: figuresOf(forecast.power),
      ...powerEnds(forecast),
      actors: forecast.actors.map((actor) => ({ person: personOf(profiles.get(actor.id), ownerId), condition: actor.indicators.condition })),
      overworked: new Set(forecast.warnings.map((warning) => warning.actorId)).size,
    };
  }

  /** The request's ids must be people of the result whom the owner may see, both or neither. */
  async function checkIds(ownerId: string, result: ComputeResult, body: ResultTextRequest): Promise<void> {
    const asked = [body.id1, body.id2].filter((id): id is string => id !== undefined);
    if (asked.length === 0) return;
    const people = result.kind === 'team' || result.kind === 'pair' ? result.forecast.actors.map((actor) => actor.id) : [];
    if (asked.some((id) => !people.includes(id))) throw profileNotFound();
    const visible = await visibleProfilesByIds(db, ownerId, asked);
    if (asked.some((id) => !visible.has(id))) throw profileNotFound();
    if (result.kind === 'pair' && (asked.length !== 2 || asked[0] === asked[1])) throw profileNotFound();
  }

  return {
    async write(session: Session<'owner'>, body: ResultTextRequest): Promise<ResultText> {
      const { owner, viewer } = await ownerContext(db, session);
      const run = await findOwnRun(db, owner.id, body.result);
      if (!run || run.status !== 'done' || !run.result) throw connectionFailed();
      // Stored as JSON, read back as the plain data the run wrote.
      const result = run.result as ComputeResult;
      if (result.kind !== body.type) {
        throw new AppError(400, 'bad_request', `The run computed a ${result.kind} result, not a ${body.type} one`, { params: { kind: result.kind } });
      }
      await checkIds(owner.id, result, body);
      const ln = body.params?.ln ?? viewer.locale;
      let input: NarrativeInput;
      switch (result.kind) {
        case 'pair':
          input = await pairInput(owner.id, run, result, body.id1);
          break;
        case 'team':
          input = await teamInput(owner.id, result.forecast);
          break;
        case 'compare':
          input = { kind: 'compare', teams: result.scenes.map((scene) => ({ title: scene.title, figures: figuresOf(scene.power) })) };
          break;
      }
      const written = await texts.write(input, ln);
      return { text: written.text, ln, source: written.source };
    },
  };
}
