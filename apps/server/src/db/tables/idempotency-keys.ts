/** The first answer to a create call sent with an Idempotency-Key, replayed on retries. */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  route: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: string;
}
