import type { LocalizedLabel } from '../../questionnaire/definition';
import { bigFiveDomainOf, type BigFiveDomain } from './domains';

/**
 * One statement of the 30-item test. The English wording is the public-domain IPIP item verbatim (from
 * Johnson's IPIP-NEO-120), kept word for word because the item's validity rests on it; the Russian is
 * Teamcast's own rendering of the same meaning.
 */
export interface BigFiveItem {
  readonly position: number;
  readonly domain: BigFiveDomain;
  /** Scored `6 − answer`. */
  readonly reversed: boolean;
  /** The item's identifier in the IPIP-NEO-120 item set. */
  readonly ipipId: string;
  /** Its facet number within the domain in that set. */
  readonly facet: number;
  readonly text: LocalizedLabel;
}

const item = (position: number, reversed: boolean, ipipId: string, facet: number, en: string, ru: string): BigFiveItem => ({
  position,
  domain: bigFiveDomainOf(position),
  reversed,
  ipipId,
  facet,
  text: { ru, en },
});

/** The 30 statements in the order they are asked; each position's domain and keying follow the BFI-2-S layout. */
export const BIG_FIVE_ITEMS: readonly BigFiveItem[] = [
  item(1, true, "41702602-08e4-4e2b-9a19-291d9efc581a", 1, "Keep others at a distance", "Держу людей на расстоянии"),
  item(2, false, "ccf3a5c8-fb50-4bd4-8e7a-22af3d657279", 3, "Love to help others", "Люблю помогать другим"),
  item(3, true, "50418d86-712c-45d9-adc4-ea0231c93cf5", 2, "Leave my belongings around", "Оставляю свои вещи где придётся"),
  item(4, false, "43c98ce8-a07a-4dc2-80f6-c1b2a2485f06", 1, "Worry about things", "Беспокоюсь по разным поводам"),
  item(5, false, "888dd864-7449-4e96-8d5c-7a439603ea91", 1, "Have a vivid imagination", "У меня богатое воображение"),
  item(6, false, "d50a597f-632b-4f7b-89e6-6d85b50fd1c9", 1, "Make friends easily", "Легко завожу друзей"),
  item(7, true, "0de0f900-cede-4538-9c00-5da4f830b028", 4, "Insult people", "Оскорбляю людей"),
  item(8, true, "51403620-968c-42fa-a772-65ba5ad8396f", 5, "Have difficulty starting tasks", "Мне трудно браться за дела"),
  item(9, false, "5e8550d7-b8ef-4905-950a-f81d735d39e2", 3, "Often feel blue", "Мне часто бывает грустно"),
  item(10, true, "95a3f20c-f933-4d19-a2c1-a7dbdf63c562", 5, "Avoid philosophical discussions", "Избегаю философских разговоров"),
  item(11, false, "8af754f2-68e9-48f3-8c5d-2e6633d4472c", 3, "Take charge", "Беру руководство на себя"),
  item(12, false, "6f66cdc0-9044-457b-b40d-501ecae15ee7", 1, "Believe that others have good intentions", "Верю, что у людей добрые намерения"),
  item(13, false, "cda1ca17-b599-4561-a6cd-ff9d36062d27", 2, "Like to tidy up", "Люблю наводить порядок"),
  item(14, true, "88a3c2fe-3aa4-4f46-9322-da656332268a", 6, "Remain calm under pressure", "Сохраняю спокойствие, когда на меня давят"),
  item(15, false, "b5919f2f-cded-4745-a9ce-c02703cee807", 2, "See beauty in things that others might not notice", "Вижу красоту там, где другие её не замечают"),
  item(16, false, "899c3f66-51d0-46ea-963a-6fc36d3b3cb9", 6, "Radiate joy", "Излучаю радость"),
  item(17, true, "cd54bd76-ca9c-4030-b325-bb8d896bcb3f", 3, "Am indifferent to the feelings of others", "Чувства других людей мне безразличны"),
  item(18, false, "b7fc949b-02b6-4cb9-a3e2-dbb3d824b55f", 4, "Work hard", "Усердно работаю"),
  item(19, true, "f40e421f-6c24-4be2-bd9f-28d33358d8c6", 3, "Feel comfortable with myself", "Я в ладу с собой"),
  item(20, true, "751a04bc-5adf-485a-8ea4-4308406ae85b", 2, "Do not like poetry", "Не люблю поэзию"),
  item(21, true, "8791f37b-686f-47c3-9db7-74c009951321", 3, "Wait for others to lead the way", "Жду, пока другие поведут за собой"),
  item(22, false, "c2038c12-7a37-47a8-9983-831bd6692aab", 6, "Feel sympathy for those who are worse off than myself", "Сочувствую тем, кому живётся хуже, чем мне"),
  item(23, false, "73d84e5d-cbf5-47f0-b8cb-4d2159a52e32", 3, "Keep my promises", "Держу слово"),
  item(24, true, "d32bd062-4eb2-401b-99b2-e7afea39ca9b", 2, "Am not easily annoyed", "Меня нелегко вывести из себя"),
  item(25, false, "e1e804c7-4a1d-498f-8610-f95147af9d1d", 5, "Love to read challenging material", "Люблю читать сложные тексты"),
  item(26, true, "03c10b30-b88f-4c63-8acc-71251ca24615", 2, "Prefer to be alone", "Предпочитаю быть в одиночестве"),
  item(27, true, "432dbde8-8756-4ff0-80d5-f47018235139", 1, "Distrust people", "Не доверяю людям"),
  item(28, true, "a9c97d6b-6721-4150-8d84-64ef3082f164", 4, "Do just enough work to get by", "Делаю ровно столько, чтобы не было претензий"),
  item(29, false, "7dab2a37-8635-4fc7-86b7-0abf13c183c9", 2, "Get irritated easily", "Легко раздражаюсь"),
  item(30, true, "fecc35f7-681e-4889-a404-4a973a3dfef0", 5, "Have difficulty understanding abstract ideas", "Мне трудно понимать отвлечённые идеи"),
];
