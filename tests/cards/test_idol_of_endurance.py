"""Idol of Endurance, compiled from its Oracle text: 'When Idol of Endurance enters the battlefield, exile all
creature cards with mana value 3 or less from your graveyard until Idol of Endurance leaves the battlefield.'
(610.3, 607.2a) and '{1}{W}, {T}: Until end of turn, you may cast a creature spell from among cards exiled
with Idol of Endurance without paying its mana cost.' (601.3, 118.9)"""

from __future__ import annotations

from support import board, pass_both, use_compiled

from lithoform.state.actions import Action

IDOL = "Idol of Endurance"
use_compiled(IDOL, "Shatter")


def _idol_in_play(p2: dict | None = None):
    game = board({"hand": [IDOL], "graveyard": ["Grizzly Bears", "Craw Wurm", "Llanowar Elves", "Shock"],
                  "battlefield": [{"card": "Plains", "count": 6}]}, p2)
    game.apply(f"cast {game.find(IDOL, zone='hand')}")
    game.apply("autopay")
    pass_both(game)  # the Idol resolves
    pass_both(game)  # its enters ability resolves
    return game


def _names(game, zone: str) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.state.zones[zone])


def test_it_exiles_creature_cards_with_mana_value_3_or_less() -> None:
    game = _idol_in_play()
    assert _names(game, "exile") == ["Grizzly Bears", "Llanowar Elves"]
    assert _names(game, "graveyard:0") == ["Craw Wurm", "Shock"]


def test_one_creature_spell_without_paying_its_mana_cost() -> None:
    """118.9: cast for no mana; 'a creature spell': only one of the exiled cards."""
    game = _idol_in_play()
    bears = game.find("Grizzly Bears", zone="exile")
    elves = game.find("Llanowar Elves", zone="exile")
    assert not [a for a in game.legal_actions() if a.kind == "cast"]  # not before the ability resolves
    game.apply(f"activate {game.find(IDOL)} 1")
    game.apply("autopay")
    pass_both(game)
    assert {Action("cast", (bears, "free")), Action("cast", (elves, "free"))} <= set(game.legal_actions())
    game.apply(f"cast {bears} free")
    assert game.pending.kind == "priority"  # nothing to pay (601.2f: the total cost is zero)
    pass_both(game)
    assert game.find("Grizzly Bears", zone="battlefield")
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_the_permission_lasts_until_end_of_turn() -> None:
    """'Until end of turn': in a later turn the exiled cards can't be cast without another activation."""
    game = _idol_in_play()
    game.apply(f"activate {game.find(IDOL)} 1")
    game.apply("autopay")
    pass_both(game)
    while game.state.turn == 3:
        game.apply("done" if game.pending.kind in ("attackers", "blockers") else "pass")
    while not (game.state.turn == 5 and game.state.step == "main1"):
        game.apply("done" if game.pending.kind in ("attackers", "blockers") else "pass")
    assert not [a for a in game.legal_actions() if a.kind == "cast" and a.args[-1] == "free"]


def test_when_the_idol_leaves_the_exiled_cards_return_but_not_one_cast_from_exile() -> None:
    """Ruling: “The exiled cards return to your graveyard immediately after Idol of Endurance leaves the
    battlefield. Any cards that had left exile before then (most likely because they were cast with Idol of
    Endurance’s second ability) remain in their current zone.”"""
    game = _idol_in_play({"hand": ["Shatter"], "battlefield": [{"card": "Mountain", "count": 2}]})
    game.apply(f"activate {game.find(IDOL)} 1")
    game.apply("autopay")
    pass_both(game)
    game.apply(f"cast {game.find('Grizzly Bears', zone='exile')} free")
    pass_both(game)
    game.apply("pass")  # P2 gets priority
    game.apply(f"cast {game.find('Shatter', zone='hand')}")
    game.apply(f"target {game.find(IDOL)}")
    game.apply("autopay")
    pass_both(game)  # Shatter resolves
    pass_both(game)  # the return ability resolves
    assert game.find("Grizzly Bears", zone="battlefield")
    assert "Llanowar Elves" in _names(game, "graveyard:0")
    assert not game.state.zones["exile"]
