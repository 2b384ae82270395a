export * from './app-config';
export * from './plans';
export * from './problem';
export * from './receipt';
export * from './receipt-export';
