/** Every database the API suite creates starts with this (see @cnm/devkit/databases). */
export const TEST_DATABASE_PREFIX = 'cnmt_'
