"""'This spell costs {2} less to cast if it targets an attacking creature' (601.2c before 601.2f, 118.7)."""
