"""Re-records the golden logs: the default-view log of each scenario listed in tests/golden_logs/SCENARIOS,
written to tests/golden_logs/<scenario>.log, so a change to the log's text shows in review as a diff.

Run after an intended change to the log's wording or citations:
    PYTHONPATH=. python scripts/record_golden_logs.py
"""

from __future__ import annotations

from pathlib import Path

from lithoform.interfaces.scenario.runner import run_file

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden_logs"
SCENARIOS = ROOT / "tests" / "scenarios"


def golden_log(name: str) -> str:
    report = run_file(str(SCENARIOS / f"{name}.yaml"))
    if report.game is None:
        raise SystemExit(f"{name}: {report.error}")
    return "\n".join(report.game.log()) + "\n"


def names() -> list[str]:
    return [n.strip() for n in (GOLDEN / "SCENARIOS").read_text().splitlines() if n.strip() and n[0] != "#"]


def main() -> None:
    for name in names():
        (GOLDEN / f"{name}.log").write_text(golden_log(name))
        print(f"recorded {name}.log")


if __name__ == "__main__":
    main()
