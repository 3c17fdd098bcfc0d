"""702.14c (a creature with landwalk can't be blocked as long as the defending player controls a land of that
type) undone by a static ability: 'Creatures with islandwalk can be blocked as though they didn't have
islandwalk.' (Undertow), 'Creatures with landwalk abilities can be blocked as though they didn't have those
abilities.' (Staff of the Ages); and 702.28b (shadow) undone for one blocker: 'Heartwood Dryad can block
creatures with shadow as though Heartwood Dryad had shadow.' The attacker keeps its ability (613.1f): only
its block restriction (509.1b) is set aside."""

from __future__ import annotations

from support.scenario_text import passes

_BLOCK = """\
format: lithoform-scenario/1
name: {name}
setup:
  active: P2
  step: main1
  P1:
    battlefield: [{p1}, Grizzly Bears, Island]
  P2:
    battlefield: [{attacker}, Hill Giant]
script:
  - advance: declare_attackers
  - attack: [{attacker}, Hill Giant]
  - advance: declare_blockers
  - {{block: {{Grizzly Bears: {attacker}}}{illegal}}}
"""


def _block(name: str, p1: str, attacker: str, legal: bool) -> None:
    """A second attacker (Hill Giant) that Grizzly Bears may block, so that a declaration is asked for."""
    passes(_BLOCK.format(name=name, p1=p1, attacker=attacker, illegal="" if legal else ", expect: illegal"))


def test_islandwalk_creature_can_be_blocked_under_undertow() -> None:
    _block("undertow", "Undertow", "Segovian Leviathan", legal=True)


def test_islandwalk_still_evades_without_it() -> None:
    _block("no undertow", "Forest", "Segovian Leviathan", legal=False)


def test_staff_of_the_ages_covers_every_landwalk() -> None:
    _block("staff", "Staff of the Ages", "Segovian Leviathan", legal=True)


def test_swampwalk_rule_does_not_touch_islandwalk() -> None:
    """Quagmire names swampwalk only: an islandwalker still can't be blocked."""
    _block("quagmire", "Quagmire", "Segovian Leviathan", legal=False)


def test_heartwood_dryad_blocks_a_shadow_creature() -> None:
    passes("""\
    format: lithoform-scenario/1
    name: dryad
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Heartwood Dryad, Grizzly Bears]
      P2:
        battlefield: [Dauthi Slayer]
    script:
      - advance: declare_attackers
      - attack: [Dauthi Slayer]
      - advance: declare_blockers
      - {block: {Grizzly Bears: Dauthi Slayer}, expect: illegal}
      - block: {Heartwood Dryad: Dauthi Slayer}
      - advance: end_of_combat
    expect:
      - {life: {P1: 20}}
    """)


def test_dense_canopy_fliers_block_only_fliers() -> None:
    """509.1b: 'Creatures with flying can block only creatures with flying.' (Dense Canopy)"""
    passes("""\
    format: lithoform-scenario/1
    name: dense canopy
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Dense Canopy, Serra Angel]
      P2:
        battlefield: [Grizzly Bears, Wind Drake]
    script:
      - advance: declare_attackers
      - attack: [Grizzly Bears, Wind Drake]
      - advance: declare_blockers
      - {block: {Serra Angel: Grizzly Bears}, expect: illegal}
      - block: {Serra Angel: Wind Drake}
    """)
