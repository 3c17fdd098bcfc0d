"""The README's table of rulings and the tests that check them is generated, and kept current: this test
fails when a ruling's test moves or disappears without the table being regenerated."""

from __future__ import annotations

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_readme_ruling_table_is_up_to_date() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "ruling_table.py"), "--check"],
                            capture_output=True, text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_ruling_of_the_seed_cards_has_a_test() -> None:
    readme = (ROOT / "README.md").read_text()
    assert "**no test yet**" not in readme
