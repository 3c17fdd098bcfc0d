"""`python -m lithoform ...`: the same command line as the `lithoform` script (interfaces/cli.py)."""

from lithoform.interfaces.cli import main

raise SystemExit(main())
