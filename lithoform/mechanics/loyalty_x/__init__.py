"""Loyalty costs of [-X] (606.4, 107.3a, 107.3k) and the filters that read the chosen X."""
