"""Energy counters (107.14, 122.1): 'you get {E}', 'pay {E}'."""
