"""'When ~ enters or dies' (603.2, 603.6a, 603.10a): one ability with two trigger events."""
