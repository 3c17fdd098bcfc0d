"""Volcanic Salvo, compiled from its Oracle text: 'This spell costs {X} less to cast, where X is the total power
of creatures you control. / Volcanic Salvo deals 6 damage to each of up to two target creatures and/or
planeswalkers.' (601.2f, 118.7a)"""

from __future__ import annotations

from support import board, lands

SALVO = "Volcanic Salvo"


def _castable(creatures: list, mountains: int) -> bool:
    game = board({"hand": [SALVO], "battlefield": [lands("Mountain", mountains), *creatures]})
    return any(a.kind == "cast" for a in game.legal_actions())


def test_volcanic_salvo_costs_less_by_the_total_power() -> None:
    """Ruling: "The cost reduction applies only to generic mana in the cost of Volcanic Salvo. It can't reduce
    the {R}{R} requirement." """
    assert _castable(["Serra Angel", "Serra Angel"], 4)  # power 8: {2}{R}{R}
    assert not _castable(["Serra Angel", "Grizzly Bears"], 4)  # power 6: {4}{R}{R}
    assert not _castable(["Colossal Dreadmaw", "Colossal Dreadmaw"], 1)  # power 12: still {R}{R}
    assert _castable(["Colossal Dreadmaw", "Colossal Dreadmaw"], 2)
