"""500.1, 102.3: 'If an opponent had two or more creatures enter the battlefield under their control this turn,
you may pay {U} rather than pay this spell's mana cost.' (Whiplash Trap; 118.9: an alternative cost with a
condition, read from this turn's events as the spell is cast)."""

from __future__ import annotations

import textwrap

from support.scenario_text import passes

from lithoform.interfaces.scenario import run_text


def _whiplash(creatures: list[str], expect: list[str]) -> str:
    casts = "\n".join(f"      - {{P2: cast, card: {c}}}\n      - resolve: all" for c in creatures)
    return f"""\
    format: lithoform-scenario/1
    name: whiplash trap
    rules: [118.9, 500.1, 102.3]
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Island]
        hand: [Whiplash Trap]
      P2:
        hand: [Ornithopter, Memnite]
    script:
{casts}
      - pass
      - {{P1: cast, card: Whiplash Trap, kicker: mana, targets: [Ornithopter, Memnite]}}
      - resolve: all
    expect:
{chr(10).join(f"      - {e}" for e in expect)}
    """


def test_500_1_an_opponent_had_two_creatures_enter_this_turn() -> None:
    """Two 0-cost creatures entered under P2's control this turn: Whiplash Trap is cast for {U} and returns
    both."""
    passes(_whiplash(["Ornithopter", "Memnite"], ["{zone: P2.hand, contains: [Ornithopter, Memnite]}"]))


def test_500_1_one_creature_is_not_enough() -> None:
    """With only one creature entered this turn (Grizzly Bears was there before), the alternative cost can't be
    chosen (118.9: its condition is false): the cast is refused."""
    text = _whiplash(["Ornithopter"], ["{zone: P2.hand, contains: [Ornithopter, Grizzly Bears]}"])
    text = text.replace("        hand: [Ornithopter, Memnite]", "        hand: [Ornithopter]\n        battlefield: [Grizzly Bears]")
    text = text.replace("targets: [Ornithopter, Memnite]", "targets: [Ornithopter, Grizzly Bears]")
    report = run_text(textwrap.dedent(text))
    assert report.failed and "rejected" in report.failed[0].detail, report.failed
