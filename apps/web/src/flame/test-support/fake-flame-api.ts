import type { FlameProfile, FlameShareChoice, FlameTest, ReportPaymentIntent } from '@teamcast/contract';
import { vi } from 'vitest';

/** A request the fake answered, for assertions. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type PaymentProvider = ReportPaymentIntent['provider'];

const profile = (percentile: number): FlameProfile => ({
  extraversion: { score: 3.2, percentile },
  agreeableness: { score: 3.8, percentile: percentile + 10 },
  conscientiousness: { score: 3.1, percentile: 40 },
  negativeEmotionality: { score: 2.5, percentile: 30 },
  openMindedness: { score: 4, percentile: 80 },
});

/** A made-up key of the contract's shape. */
export const testKeyOf = (n: number) => `key${String(n).padStart(4, '0')}${'x'.repeat(18)}`;

/** A test as the server would answer it, at any stage. */
export function flameTest(overrides: Partial<FlameTest> & { key?: string } = {}): FlameTest {
  const ready = overrides.stage !== 'waiting_partner';
  return {
    key: testKeyOf(1),
    title: 'Анна и Борис',
    status: 'INITIAL',
    stage: 'ready',
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: ready ? '2026-11-20T10:20:00.000Z' : null,
    people: [
      { name: 'Анна', answered: true, profile: profile(62) },
      { name: 'Борис', answered: ready, profile: ready ? profile(35) : null },
    ],
    preview: ready ? { score: 71, band: 'high', bandText: 'Совместимость выше среднего', precision: 0.64, teaser: 'Анна и Борис хорошо подходят друг другу.', lockedParts: 4 } : null,
    report: null,
    share: null,
    savedEmail: null,
    ...overrides,
  };
}

/** The test once the partner has answered too: the preview is there. */
function answered(test: FlameTest): FlameTest {
  const { preview, completedAt } = flameTest();
  return { ...test, stage: 'ready', preview, completedAt, people: [test.people[0], { ...test.people[1], answered: true, profile: profile(35) }] };
}

export const paidReport: NonNullable<FlameTest['report']> = {
  narrative: { first: 'Анна общительна.\n\nИ добра.', second: 'Борис спокоен.', couple: 'Вместе им хорошо.' },
  traits: (['extraversion', 'agreeableness', 'conscientiousness', 'negativeEmotionality', 'openMindedness'] as const).map((domain) => ({
    domain,
    first: 60,
    second: 40,
    text: `Пара по черте ${domain}.`,
  })),
  oneWay: { firstWithSecond: 73, secondWithFirst: 68 },
  reasons: [
    { code: 'r1', subject: 'agreeableness', kind: 'high', effect: 'up', points: 6, who: 'both', text: 'Оба доброжелательны.' },
    { code: 'r2', subject: 'negativeEmotionality', kind: 'gap', effect: 'down', points: 3, who: 'first', text: 'Разная чувствительность.' },
  ],
  sources: [{ title: 'Soto & John, 2017', url: 'https://example.org/bfi2' }],
};

/**
 * The test's endpoints in memory, as the contract describes them: tests by key, the partner's answers,
 * the shared link, the saved address and the built-in card processor's test cards. `offline` makes every
 * call fail as a lost connection would.
 */
export function createFakeFlameApi(initial: FlameTest[] = []) {
  const tests = new Map(initial.map((test) => [test.key, test]));
  const seen: SeenRequest[] = [];
  let created = 0;
  /** `provider` is the card processor the payments name: the built-in one unless a test chooses Stripe. */
  const state: { offline: boolean; provider: PaymentProvider } = { offline: false, provider: { kind: 'simulator', publishableKey: null } };

  const json = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fail = (status: number, code: string) => json(status, { statusCode: status, code, message: code });

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (state.offline) throw new TypeError('Failed to fetch');
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    seen.push({ method, path: url.pathname, query: url.searchParams, body });
    const [, , , area, ...rest] = url.pathname.split('/');
    const route = `${method} ${area}/${rest.join('/')}`;
    const b = (body ?? {}) as {
      data?: { step: string; first: { name: string }; second: { name: string; answers?: number[] }; answers: number[] };
      key?: string;
      show?: FlameShareChoice;
      id?: string;
      email?: string;
      clientSecret?: string;
      card?: { number: string };
      authentication?: string;
    };

    if (route === 'POST owner/flame/data') {
      const data = b.data!;
      if (data.step === 'start') {
        const key = testKeyOf(100 + ++created);
        const together = Boolean(data.second.answers);
        const test = flameTest({
          key,
          title: `${data.first.name} и ${data.second.name}`,
          stage: together ? 'ready' : 'waiting_partner',
          createdAt: `2026-11-2${created}T10:00:00.000Z`,
        });
        test.people = [
          { ...test.people[0], name: data.first.name },
          { ...test.people[1], name: data.second.name },
        ];
        tests.set(key, test);
        return json(200, test);
      }
      const test = tests.get(b.key ?? '');
      if (!test) return fail(404, 'flame_not_found');
      if (test.stage === 'ready') return fail(409, 'flame_already_answered');
      const ready = answered(test);
      tests.set(test.key, ready);
      return json(200, ready);
    }
    const key = rest[2] ?? '';
    const test = tests.get(key);
    if (route === `GET owner/flame/data/${key}`) return test ? json(200, test) : fail(404, 'flame_not_found');
    if (route === `DELETE owner/flame/data/${key}`) {
      tests.delete(key);
      return new Response(null, { status: 204 });
    }
    if (route === `POST owner/flame/data/${key}/share` && test) {
      const share = { token: `share-token-${key}`, show: b.show!, createdAt: '2026-11-21T10:00:00.000Z' };
      tests.set(key, { ...test, share });
      return json(200, share);
    }
    if (route === `DELETE owner/flame/data/${key}/share` && test) {
      tests.set(key, { ...test, share: null });
      return new Response(null, { status: 204 });
    }
    if (route === 'POST owner/save/flame') {
      const saved = tests.get(b.id ?? '');
      if (!saved) return fail(404, 'flame_not_found');
      const savedEmail = String(b.email).replace(/^(.).*@/, '$1***@');
      tests.set(saved.key, { ...saved, savedEmail });
      return json(200, { savedEmail });
    }
    if (route === 'POST stripe/create-anonymous-payment-intent') {
      const paying = tests.get(b.key ?? '');
      if (!paying) return fail(404, 'payment_not_found');
      if (paying.status === 'PAID') return json(200, { status: 'PAID', payment: null, provider: state.provider });
      tests.set(paying.key, { ...paying, status: 'UNPAID' });
      return json(200, {
        status: 'UNPAID',
        payment: { paymentId: 'pay1', status: 'requires_payment_method', clientSecret: `secret_${paying.key}`, amount: 490, currency: 'RUB' },
        provider: state.provider,
      });
    }
    if (route === 'POST stripe/check-anonymous-payment-pair') return json(200, { status: tests.get(b.key ?? '')?.status ?? 'INITIAL' });
    if (route === 'POST stripe/card-simulator/confirm') {
      const paying = tests.get(String(b.clientSecret).replace(/^secret_/, ''));
      if (!paying) return fail(404, 'payment_not_found');
      const card = b.card;
      const pay = () => {
        tests.set(paying.key, { ...paying, status: 'PAID', report: paidReport });
        return json(200, { status: 'succeeded' });
      };
      if (b.authentication === 'approve') return pay();
      if (b.authentication === 'decline') return fail(402, 'payment_status_incomplete');
      if (card?.number.endsWith('0002')) return fail(402, 'card_declined');
      if (card?.number.endsWith('3155')) return json(200, { status: 'requires_action' });
      return pay();
    }
    return fail(404, 'not_found');
  });

  return {
    fetch,
    tests,
    seen,
    state,
    /** The partner answers elsewhere, through the link. */
    partnerAnswers(key: string) {
      tests.set(key, answered(tests.get(key)!));
    },
  };
}
