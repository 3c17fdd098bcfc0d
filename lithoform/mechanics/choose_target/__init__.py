"""'Choose target creature.' (115.1, 601.2c): a target named in a sentence of its own."""
