"""CR 603.2, 601.2i: 'Whenever an opponent casts a blue or black spell during your turn' (Witchstalker): a cast
trigger that triggers only in its controller's turn (mechanics/opponents_turn)."""

from __future__ import annotations

from support.scenario_text import passes

_SETUP = """
        format: lithoform-scenario/1
        name: Witchstalker and an opponent's blue spell
        rules: [603.2, 601.2i]
        setup:
          active: {active}
          step: main1
          P1:
            battlefield: [Witchstalker]
          P2:
            battlefield: [Island]
            hand: [Opt]
        script:
{script}
        expect:
          - {{object: Witchstalker, counters: {counters}}}
"""


def test_603_2_witchstalker_triggers_in_its_controllers_turn() -> None:
    """Ruling (2013-07-01): "The counter will be put on Witchstalker before the spell cast by an opponent
    resolves." """
    passes(_SETUP.format(active="P1", counters='{"+1/+1": 1}', script="""\
          - {P1: pass}
          - {P2: cast, card: Opt}
          - resolve: 1
          - check:
            - {stack: {size: 1}}"""))


def test_603_2_witchstalker_doesnt_trigger_in_the_opponents_turn() -> None:
    passes(_SETUP.format(active="P2", counters="{}", script="""\
          - {P2: cast, card: Opt}
          - resolve: all"""))
