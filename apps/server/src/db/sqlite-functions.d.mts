import type { Database } from 'better-sqlite3';

export declare const UNICODE_LOWER: 'unicode_lower';
export declare const SEARCH_GRAMS: 'search_grams';
export declare const foldCase: (text: string) => string;
export declare function searchGrams(text: string, fold?: (text: string) => string): string;
export declare function termGrams(term: string): { grams: string[]; exact: boolean };
export declare function registerSqliteFunctions(connection: Database): void;
