"""Endurance ({1}{G}{G} 3/4, flash, reach; Evoke—Exile a green card from your hand): "When Endurance enters the
battlefield, up to one target player puts all the cards from their graveyard on the bottom of their library in
a random order." (mechanics/graveyard_to_bottom; 'up to one target player': 115.1, 601.2c). Its rulings,
quoted from the card database."""

from __future__ import annotations

from support import board, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Endurance")


def _cast(game, target: str | None) -> None:
    game.apply(f"cast {game.find('Endurance')}")
    if game.pending.kind == "alternative":
        game.apply("alternative none")
    game.apply("autopay")
    pass_both(game)  # Endurance resolves; its trigger asks for its target
    assert game.pending.kind == "target"
    game.apply(f"target {target}" if target else "done")
    resolve_stack(game)


def test_target_players_graveyard_goes_to_the_bottom_of_their_library() -> None:
    game = board({"hand": ["Endurance"], "battlefield": ["Forest"] * 3},
                 {"graveyard": ["Lightning Bolt", "Grizzly Bears"], "library": ["Island", "Island"]})
    _cast(game, "P2")
    assert zone_names(game, "graveyard", 1) == []
    library = zone_names(game, "library", 1)
    # index 0 is the top (401.1): the cards are under the two Islands
    assert library[:2] == ["Island", "Island"] and sorted(library[2:]) == ["Grizzly Bears", "Lightning Bolt"]


def test_up_to_one_target_player_may_be_no_player() -> None:
    game = board({"hand": ["Endurance"], "battlefield": ["Forest"] * 3},
                 {"graveyard": ["Lightning Bolt"]})
    _cast(game, None)
    assert zone_names(game, "graveyard", 1) == ["Lightning Bolt"]


def test_ruling_evoked_its_own_trigger_may_resolve_before_the_sacrifice() -> None:
    """Ruling (2021-06-18): "If you pay the evoke cost, you can have the creature's own triggered ability
    resolve before the evoke triggered ability. You can cast spells after that ability resolves but before you
    have to sacrifice the creature." """
    game = board({"hand": ["Endurance", "Llanowar Elves"]}, {"graveyard": ["Lightning Bolt"]})
    game.apply(f"cast {game.find('Endurance')}")
    game.apply("alternative evoke")
    game.apply(f"exile {game.find('Llanowar Elves')}")
    pass_both(game)
    while game.pending.kind != "priority":
        if game.pending.kind == "order":
            by_text = {game.state.waiting[i].ability.keyword: n for i, n in enumerate(game.pending.options)}
            game.apply(f"order {by_text['Evoke']} {next(n for k, n in by_text.items() if k != 'Evoke')}")
        else:
            game.apply("target P2")
    pass_both(game)  # Endurance's own trigger resolves first
    assert zone_names(game, "graveyard", 1) == []
    assert game.find("Endurance", zone="battlefield")
    resolve_stack(game)
    assert game.find("Endurance", zone="graveyard")
