import type { ServiceLexicon } from "../lexicon/sellers/index.ts";
import { STORAGE_TRANSLATED } from "../lexicon/sellers/storage-words.ts";

/**
 * Service names as printed on invoices, mapped to a spending category. A provider's own names are in its
 * catalogue file (lexicon/sellers/*.ts, `services`); this file holds the words every seller's descriptions share.
 * Names are compared folded (lower case, no diacritics, punctuation as spaces), as whole words; the longest name
 * found on a line wins, a provider's own names before the common ones. Translated names are listed where sellers
 * translate them (AWS and Azure keep most names in English; Google, Azure and Oracle translate some; Japanese
 * invoices print katakana names).
 */
export type { ServiceLexicon } from "../lexicon/sellers/index.ts";
export { SERVICE_LEXICON } from "../lexicon/sellers/index.ts";

/** Words common to every seller's descriptions, in the languages the engine reads (checked after the provider's own). */
const COMMON: ServiceLexicon = {
  compute: [
    "云服务器",
    "弹性云服务器",
    "Compute",
    "Rechenleistung",
    "Calcul",
    "Cómputo",
    "Computação",
    "Elaborazione",
    "Rekenkracht",
    "コンピューティング",
    "Virtual Machine",
    "Virtual Machines",
    "Server",
  ],
  containers: ["Kubernetes", "Container", "Containers", "コンテナ"],
  serverless: [
    "Serverless",
    "Functions",
    "Funktionen",
    "Fonctions",
    "Funciones",
    "Funções",
    "Funzioni",
    "Functies",
  ],
  databases: [
    "云数据库",
    "Database",
    "Databases",
    "Datenbank",
    "Datenbanken",
    "Base de données",
    "Bases de données",
    "Base de datos",
    "Bases de datos",
    "Banco de dados",
    "Bancos de dados",
    "Banca dati",
    "Database SQL",
    "データベース",
  ],
  storage: [
    "对象存储",
    "云硬盘",
    "云盘",
    "块存储",
    "Storage",
    ...STORAGE_TRANSLATED,
    "Backup",
    "Sicherung",
    "Sauvegarde",
    "Copia de seguridad",
  ],
  network: [
    "负载均衡",
    "弹性负载均衡",
    "内容分发网络",
    "带宽",
    "Data Transfer",
    "Datenübertragung",
    "Transfert de données",
    "Transferencia de datos",
    "Transferência de dados",
    "Trasferimento dati",
    "Gegevensoverdracht",
    "データ転送",
    "Networking",
    "Netzwerk",
    "Réseau",
    "Redes",
    "Rede",
    "Rete",
    "Netwerk",
    "ネットワーク",
    "Bandwidth",
    "Traffic",
    "DNS",
    "CDN",
    "Load Balancer",
    "Load Balancing",
  ],
  analytics: ["Analytics", "Analysen", "Analyse", "Análisis", "Análise", "Analisi", "分析"],
  other: [
    "Monitoring",
    "Logging",
    "Überwachung",
    "Surveillance",
    "Supervision",
    "Monitorización",
    "Monitoraggio",
    "监控",
  ],
  ai_ml: [
    "Machine Learning",
    "Maschinelles Lernen",
    "Apprentissage automatique",
    "Aprendizaje automático",
    "Aprendizado de máquina",
    "Apprendimento automatico",
    "機械学習",
    "Artificial Intelligence",
    "Künstliche Intelligenz",
    "Intelligence artificielle",
    "Inteligencia artificial",
    "Inteligência artificial",
    "Intelligenza artificiale",
    "GPU",
  ],
  support: ["Support", "Soporte", "Suporte", "Supporto", "Ondersteuning", "サポート"],
  marketplace: ["Marketplace", "Marktplatz", "Place de marché", "Mercado", "マーケットプレイス"],
};

export const COMMON_SERVICES = COMMON;
