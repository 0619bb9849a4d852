import type { ProviderCatalogue } from "./types.ts";

// Sakura Internet (Osaka): さくらインターネット株式会社, Japanese qualified invoices in yen. "さくら" alone is a common
// name (a customer may be called 株式会社さくらデータ): only the company's full name counts.
export const sakura: ProviderCatalogue = {
  provider: "Sakura Internet",
  aliases: ["Sakura Cloud", "Sakura"],
  dateOrder: "mdy",
  brands: ["さくらインターネット", "Sakura Internet"],
  sellers: [
    {
      name: "さくらインターネット株式会社 (Sakura Internet Inc.)",
      patterns: [/さくらインターネット株式会社/, /sakura internet inc\b/],
      strength: 2,
      home: "JPY",
    },
    {
      name: "Sakura Internet",
      patterns: [/さくらインターネット/, /\bsakura internet\b/, /さくらのクラウド/, /sakura\.ad\.jp/],
      strength: 1,
      home: "JPY",
    },
  ],
  servicePrefixes: ["Sakura Internet"],
  services: {
    compute: [
      "さくらのクラウドサーバ",
      "クラウドサーバ",
      "さくらのVPS",
      "さくらの専用サーバ",
      "専用サーバ",
      "さくらのレンタルサーバ",
      "レンタルサーバ",
    ],
    storage: [
      "さくらのクラウドディスク",
      "クラウドディスク",
      "さくらのクラウドオブジェクトストレージ",
      "オブジェクトストレージ",
    ],
    network: ["さくらのクラウドルータ", "ルータ", "スイッチ", "ロードバランサ"],
  },
};
