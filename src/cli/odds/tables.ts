export function registerTables(): void {}
