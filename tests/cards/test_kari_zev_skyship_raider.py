"""Kari Zev, Skyship Raider (compiled from its Oracle text): 'Whenever Kari Zev, Skyship Raider attacks, create
Ragavan, a legendary 2/1 red Monkey creature token. Ragavan enters the battlefield tapped and attacking. Exile
that token at end of combat.' The second sentence names the token just created (111.4, 201.5): it is created
tapped and attacking (508.4), and the delayed trigger exiles it at end of combat (603.7)."""

from __future__ import annotations

from support.scenario_text import passes

SETUP = """\
format: lithoform-scenario/1
name: kari zev
setup:
  active: P1
  step: main1
  P1:
    battlefield: ["Kari Zev, Skyship Raider"]
script:
  - advance: declare_attackers
  - attack: ["Kari Zev, Skyship Raider"]
  - resolve: all
"""


def test_ragavan_enters_tapped_and_attacking() -> None:
    """Ruling: "Although Ragavan is attacking, it was never declared as an attacking creature" — it enters
    tapped and attacking (508.4) and deals its 2 combat damage after Kari Zev's 1 (first strike, 510.4)."""
    passes(SETUP + """\
  - advance: end_of_combat
expect:
  - {life: {P2: 17}}
  - {object: "token:Ragavan", tapped: true, power: 2}
""")


def test_ragavan_is_exiled_at_end_of_combat() -> None:
    """Ruling: "The delayed triggered ability that exiles Ragavan triggers at end of combat even if Kari Zev is
    no longer on the battlefield." (603.7): the token is exiled at end of combat, Kari Zev stays."""
    passes(SETUP + """\
  - advance: end_of_combat
  - resolve: all
  - advance: main2
expect:
  - {life: {P2: 17}}
  - {zone: P1.battlefield, lacks: ["Ragavan"]}
  - {zone: P1.battlefield, contains: ["Kari Zev, Skyship Raider"]}
  - {log: {contains: ["603.7a"]}}
""")
