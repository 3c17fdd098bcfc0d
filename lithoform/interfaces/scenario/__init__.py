"""The scenario format (SCENARIO-FORMAT.md): a board, what the players do, and what must be true after.

    >>> from lithoform.interfaces.scenario import run_text
    >>> report = run_text('''
    ... setup: {active: P1, step: main1, P1: {battlefield: [Mountain], hand: [Lightning Bolt]}}
    ... script: [{P1: cast, card: Lightning Bolt, targets: [P2]}, {resolve: 1}]
    ... expect: [{life: {P2: 17}}]
    ... ''')
    >>> report.code, [r.passed for r in report.results]
    (0, [True])
"""

from lithoform.interfaces.scenario.runner import Report, Result, run_file, run_text
from lithoform.interfaces.scenario.source import ScenarioError

__all__ = ["Report", "Result", "ScenarioError", "run_file", "run_text"]
