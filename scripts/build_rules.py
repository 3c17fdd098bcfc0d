"""Copy the Comprehensive Rules into the package as lithoform/data/comprules.txt.gz.

    python scripts/build_rules.py [--source PATH] [--output PATH]

The gzip header carries no timestamp or file name, so the same input gives the same bytes.
"""

from __future__ import annotations

import argparse
import gzip
import io
import os
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))  # run from a checkout without installing

from lithoform.rules_text import PACKAGED_RULES, RulesText  # noqa: E402

DEFAULT_SOURCE = REPO.parent / "shared" / "rules" / "MagicCompRules_20260417.txt"


def compress(data: bytes) -> bytes:
    buf = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buf, compresslevel=9, mtime=0) as out:
        out.write(data)
    return buf.getvalue()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=Path, default=DEFAULT_SOURCE, help="the CR as a UTF-8 .txt file")
    parser.add_argument("--output", type=Path, default=PACKAGED_RULES, help="gzip file to write")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    data = args.source.read_bytes()
    # Parse before writing, so a malformed file never replaces a good copy.
    parsed = RulesText(data.decode("utf-8-sig"))
    if not parsed.exists("100.1") or not parsed.glossary:
        print(f"build_rules: {args.source} does not look like the Comprehensive Rules", file=sys.stderr)
        return 1
    args.output.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=args.output.parent, prefix=".comprules-", suffix=".tmp")
    with os.fdopen(fd, "wb") as out:
        out.write(compress(data))
    os.chmod(tmp, 0o644)
    os.replace(tmp, args.output)
    print(
        f"wrote {args.output}: {len(parsed.rules)} rules, {len(parsed.glossary)} glossary entries, "
        f"effective {parsed.effective_date}, {args.output.stat().st_size / 1e3:.0f} kB "
        f"in {time.perf_counter() - start:.2f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
