import type { Database } from 'better-sqlite3';

export declare const UNICODE_LOWER: 'unicode_lower';
export declare function registerSqliteFunctions(connection: Database): void;
