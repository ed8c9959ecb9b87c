import { randomUUID } from 'node:crypto';
import type { FlameData, FlameShareChoice, FlameTest, ResultText, SharedResult } from '@teamcast/contract';
import { defaultLocale, flameTitle, resolveLocale, type Locale } from '@teamcast/domain';
import { AppError, validationError } from '../../http/app-error';
import { flameResultMail } from '../../mail-templates';
import { renderFlameReportPdf, renderSharedResultImage } from '../../platform/documents';
import { createReportPaymentsService } from '../billing/report-payments-service';
import { deliverMail } from '../mail-delivery';
import type { ModuleDeps } from '../module-deps';
import { hashFlameKey, newFlameKey, newShareToken } from './flame-keys';
import { consumeFlameLimits } from './flame-limits';
import {
  addPartnerAnswers,
  deleteFlameResult,
  findFlameById,
  findFlameByKey,
  findLiveShare,
  findShareByToken,
  insertFlameResult,
  revokeLiveShare,
  setSavedEmail,
  upsertLiveShare,
  type FlameResultRow,
} from './flame-repository';
import { firstNameOf, flameTestView, maskEmail, outcomeOf, profileOf, reportOf, sharedResultView } from './flame-view';

const notFound = () => new AppError(404, 'flame_not_found', 'No result has this key');
const notReady = () => new AppError(409, 'flame_not_ready', 'The partner has not answered yet');
const unpaid = () => new AppError(402, 'report_unpaid', 'The full report is not paid for');

/** The page a saved result's mail opens; it carries the key, so it is never logged (see redact-url). */
export const flameResultUrl = (publicUrl: string, key: string): string => `${publicUrl}/main/questionnaire-result/${encodeURIComponent(key)}`;

/** The preview image of a shared link, absolute, as Open Graph wants it. */
export const sharedImageUrl = (publicUrl: string, token: string, locale: Locale): string =>
  `${publicUrl}/api/v1/app/result/${encodeURIComponent(token)}/image.png?ln=${locale}`;

/** What the page of a live shared link tells link previews: first names and the score, nothing more of anyone. */
export interface SharedResultMeta {
  title: string;
  description: string;
  imageUrl: string;
  url: string;
}

/** A few rendered preview images, newest kept: link previews ask for the same picture many times. */
function imageCache(size: number) {
  const entries = new Map<string, Buffer>();
  return {
    get: (key: string) => entries.get(key),
    set(key: string, value: Buffer) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > size) entries.delete(entries.keys().next().value!);
    },
  };
}

/**
 * The consumer partner test (decision 67): results kept under a key the server makes, read, paid for,
 * saved by mail, shared and deleted by whoever holds it. No account and no session: the key is the
 * credential, and nothing here writes it to a log.
 */
export function createFlameService(deps: ModuleDeps) {
  const { db, clock, config, texts } = deps;
  const reports = createReportPaymentsService(deps);
  const images = imageCache(200);

  async function open(key: string): Promise<FlameResultRow> {
    const row = await findFlameByKey(db, key);
    if (!row) throw notFound();
    return row;
  }

  async function view(row: FlameResultRow, key: string, locale: Locale): Promise<FlameTest> {
    const [status, share] = await Promise.all([reports.flameStatus(row.id), findLiveShare(db, row.id)]);
    return flameTestView(row, { key, status, share, locale });
  }

  async function start(data: Extract<FlameData, { step: 'start' }>, locale: Locale, ip: string): Promise<FlameTest> {
    await consumeFlameLimits(db, clock, [['startsPerIp', ip]]);
    const key = newFlameKey();
    const now = clock.now();
    const second = data.second.answers;
    const row = await insertFlameResult(db, {
      id: randomUUID(),
      keyHash: hashFlameKey(key),
      firstName: data.first.name,
      secondName: data.second.name,
      firstAnswers: [...data.first.answers],
      // Given when the partner answered on the same phone: the result is finished at once.
      secondAnswers: second ? [...second] : null,
      ln: locale,
      createdAt: now,
      completedAt: second ? now : null,
    });
    return view(row, key, locale);
  }

  async function partner(key: string, answers: number[], locale: Locale): Promise<FlameTest> {
    const row = await open(key);
    if (row.secondAnswers) throw new AppError(409, 'flame_already_answered', 'The partner has already answered');
    const updated = await addPartnerAnswers(db, row.id, answers, clock.now());
    // Another tab answered in between.
    if (!updated) throw new AppError(409, 'flame_already_answered', 'The partner has already answered');
    return view(updated, key, locale);
  }

  /** A finished result and its outcome, or 409 while the partner has not answered. */
  async function finished(key: string, locale: Locale) {
    const row = await open(key);
    const outcome = outcomeOf(row, locale);
    if (!outcome) throw notReady();
    return { row, outcome };
  }

  /** A live shared link's result; 404 for a token that never was, 410 for one revoked. */
  async function liveShare(token: string, locale: Locale) {
    const share = await findShareByToken(db, token);
    if (!share) throw new AppError(404, 'share_not_found', 'No shared result has this link');
    if (share.revokedAt) throw new AppError(410, 'share_revoked', 'This shared link was revoked');
    const row = await findFlameById(db, share.resultId);
    const outcome = row ? outcomeOf(row, locale) : null;
    if (!row || !outcome) throw new AppError(404, 'share_not_found', 'No shared result has this link');
    return { share, row, outcome };
  }

  return {
    async save(body: { key?: string | undefined; data: FlameData }, ln: Locale | undefined, ip: string): Promise<FlameTest> {
      const locale = ln ?? defaultLocale;
      if (body.data.step === 'start') {
        if (body.key !== undefined) throw new AppError(400, 'bad_request', 'A new result is started without a key; the server makes it');
        return start(body.data, locale, ip);
      }
      if (body.key === undefined) throw validationError('key', 'required');
      return partner(body.key, [...body.data.answers], locale);
    },

    async get(key: string, ln: Locale | undefined): Promise<FlameTest> {
      return view(await open(key), key, ln ?? defaultLocale);
    },

    async remove(key: string): Promise<void> {
      const row = await open(key);
      await deleteFlameResult(db, row.id);
    },

    async saveByMail(key: string, email: string, ln: Locale | undefined, ip: string): Promise<{ savedEmail: string }> {
      await consumeFlameLimits(db, clock, [
        ['mailsPerIp', ip],
        ['mailsPerEmail', email],
      ]);
      const row = await open(key);
      const locale = ln ?? resolveLocale(row.ln);
      const title = flameTitle([row.firstName, row.secondName], locale);
      await deliverMail(deps, email, flameResultMail(locale, { url: flameResultUrl(config.publicUrl, key), title }), { essential: true });
      await setSavedEmail(db, row.id, email);
      return { savedEmail: maskEmail(email) };
    },

    async share(key: string, show: FlameShareChoice) {
      const { row } = await finished(key, defaultLocale);
      const share = await upsertLiveShare(db, { token: newShareToken(), resultId: row.id, showFirst: show.firstProfile, showSecond: show.secondProfile, createdAt: clock.now() });
      return { token: share.token, show: { firstProfile: share.showFirst, secondProfile: share.showSecond }, createdAt: share.createdAt.toISOString() };
    },

    async revoke(key: string): Promise<void> {
      const row = await open(key);
      if (!(await revokeLiveShare(db, row.id, clock.now()))) throw new AppError(404, 'share_not_found', 'The result has no live shared link');
    },

    async shared(token: string, ln: Locale | undefined): Promise<SharedResult> {
      const { share, row, outcome } = await liveShare(token, ln ?? defaultLocale);
      return sharedResultView(row, outcome, share);
    },

    /**
     * The narrative by key: the preview's for anyone holding it, the full report's once paid. The templates
     * draft it; the configured model, as for an owner's result texts, rewrites the draft, and the draft
     * itself answers when there is no model or it fails.
     */
    async text(key: string, which: 'preview' | 'full', ln: Locale | undefined): Promise<ResultText> {
      const locale = ln ?? defaultLocale;
      const { row, outcome } = await finished(key, locale);
      if (which === 'full' && (await reports.flameStatus(row.id)) !== 'PAID') throw unpaid();
      const { narrative } = outcome.report;
      const draft = which === 'preview' ? outcome.preview.teaser : [narrative.couple, narrative.first, narrative.second].join('\n\n');
      const written = await texts.write({ kind: 'couple', text: draft }, locale);
      return { text: written.text, ln: locale, source: written.source };
    },

    /** The paid report as a PDF in the asked language. */
    async reportPdf(key: string, ln: Locale | undefined, ip: string): Promise<Buffer> {
      await consumeFlameLimits(db, clock, [['pdfsPerIp', ip]]);
      const locale = ln ?? defaultLocale;
      const { row, outcome } = await finished(key, locale);
      if ((await reports.flameStatus(row.id)) !== 'PAID') throw unpaid();
      return renderFlameReportPdf({
        locale,
        names: [row.firstName, row.secondName],
        createdAt: (row.completedAt ?? row.createdAt).toISOString(),
        score: outcome.preview.score,
        bandText: outcome.preview.bandText,
        precision: outcome.preview.precision,
        profiles: [profileOf(outcome.profiles[0]), profileOf(outcome.profiles[1])],
        report: reportOf(outcome),
      });
    },

    /** A live shared link's preview image: first names, the score and its band. */
    async sharedImage(token: string, ln: Locale | undefined): Promise<Buffer> {
      const locale = ln ?? defaultLocale;
      const { row, outcome } = await liveShare(token, locale);
      const names: [string, string] = [firstNameOf(row.firstName), firstNameOf(row.secondName)];
      const cacheKey = JSON.stringify([token, locale, names, outcome.preview.score, outcome.preview.bandText]);
      const cached = images.get(cacheKey);
      if (cached) return cached;
      const image = await renderSharedResultImage({ locale, names, score: outcome.preview.score, bandText: outcome.preview.bandText });
      images.set(cacheKey, image);
      return image;
    },

    /** The link preview tags of a shared link's page, or null when the link is not live. */
    async sharedMeta(token: string, locale: Locale): Promise<SharedResultMeta | null> {
      const found = await liveShare(token, locale).catch((error: unknown) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (!found) return null;
      const { row, outcome } = found;
      const title = flameTitle([firstNameOf(row.firstName), firstNameOf(row.secondName)], locale);
      const score = locale === 'ru' ? `${outcome.preview.score} из 100` : `${outcome.preview.score} of 100`;
      return {
        title: `${title}: ${score}`,
        description: `${outcome.preview.bandText}. Teamcast`,
        imageUrl: sharedImageUrl(config.publicUrl, token, locale),
        url: `${config.publicUrl}/result/${encodeURIComponent(token)}`,
      };
    },
  };
}

export type FlameService = ReturnType<typeof createFlameService>;
