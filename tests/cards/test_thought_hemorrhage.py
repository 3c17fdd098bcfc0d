"""Thought Hemorrhage: 'Choose a nonland card name. Target player reveals their hand. Thought Hemorrhage deals 3
damage to that player for each card with the chosen name revealed this way. Search that player's graveyard, hand,
and library for all cards with that name and exile them. Then that player shuffles.' (201.3, 608.2d: the name chosen
as it resolves; 607.2d; 608.2c: the cards revealed this way; 701.23a-b; 701.24a)."""

from __future__ import annotations

from support import board, events, lands, use_compiled

from lithoform import Game


def _resolve_naming(game: Game, name: str, *, find_all: bool = True) -> None:
    game.apply(f"cast {game.find('Thought Hemorrhage', zone='hand')}")
    game.apply("target P2")
    game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    game.apply(f"choose {game.pending.options[game.pending.labels.index(name)]}")
    if game.pending.kind == "choose":  # the hand and library: finding them is optional (701.23b)
        game.apply("choose " + " ".join(str(o) for o in game.pending.options) if find_all else "choose")


def _cards(game: Game, zone: str) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.state.zones[zone])


def _game() -> Game:
    return board({"hand": ["Thought Hemorrhage"], "battlefield": [lands("Swamp", 2), lands("Mountain", 2)]},
                 {"hand": ["Shock", "Shock", "Opt"], "library": ["Shock", "Island", "Island"], "graveyard": ["Shock"],
                  "battlefield": ["Grizzly Bears"]})


def test_it_compiles() -> None:
    assert use_compiled("Thought Hemorrhage")


def test_608_2c_three_damage_for_each_named_card_in_the_revealed_hand() -> None:
    """Ruling (2009-05-01): 'If the targeted player has multiple cards with the chosen name in their hand, the damage
    dealt by Thought Hemorrhage is all considered to be the same instance of damage.'"""
    game = _game()
    before = len(events(game, "damage"))
    _resolve_naming(game, "Shock")
    assert game.state.players[1].life == 14
    assert len(events(game, "damage")) == before + 1  # one instance of 6 damage
    assert _cards(game, "exile") == ["Shock"] * 4
    assert _cards(game, "hand:1") == ["Opt"]


def test_ruling_the_graveyard_must_be_searched_fully() -> None:
    """Ruling (2009-05-01): 'The cards you're searching for must be found if they're in the graveyard, because
    that's a zone everyone can see. Finding those cards in the hand and library is optional, though.'"""
    game = _game()
    _resolve_naming(game, "Shock", find_all=False)
    assert _cards(game, "exile") == ["Shock"]  # the graveyard's Shock only
    assert game.state.players[1].life == 14  # the damage counts the revealed hand all the same


def test_ruling_the_battlefield_is_untouched() -> None:
    """Ruling (2009-05-01): 'Thought Hemorrhage has no effect on cards on the battlefield that have the same name
    as the named card.' A name not in the hand deals no damage."""
    game = _game()
    _resolve_naming(game, "Grizzly Bears")
    assert game.state.players[1].life == 20
    assert "Grizzly Bears" in [game.chars(o).name for o in game.state.zones["battlefield"]]
