"""Infernal Tutor: "Reveal a card from your hand. Search your library for a card with the same name as that card,
reveal it, put it into your hand, then shuffle. / Hellbent — If you have no cards in hand, instead search your
library for a card, put it into your hand, then shuffle." (701.20a revealing, 701.23a searching, 201.2 same name;
608.2c: the Hellbent paragraph replaces the whole paragraph before it when its condition holds as the spell resolves)
Also the same-name search of other cards (mechanics/same_name_search): Pack Hunt, Secret Salvage."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled

from lithoform import Game

use_compiled("Infernal Tutor", "Pack Hunt", "Secret Salvage")

TUTOR = "Infernal Tutor"


def _names(game: Game, zone: str) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.state.zones[zone])


def _cast_tutor(hand: list[str], library: list[str]) -> Game:
    game = board({"battlefield": [{"card": "Swamp", "count": 2}], "hand": [TUTOR, *hand], "library": library})
    cast(game, TUTOR)
    pass_both(game)  # it resolves: the first question is the card to reveal (or, hellbent, the search)
    return game


def _choose(game: Game, name: str) -> None:
    ids = [o for o in game.pending.options if game.state.objects[o].card == name]
    game.apply(f"choose {ids[0]}")


def test_reveals_a_card_and_finds_one_with_the_same_name_201_2() -> None:
    """The card revealed stays in the hand (701.20a); only cards with its name can be found (201.2)."""
    game = _cast_tutor(["Dark Ritual", "Duress"], ["Duress", "Dark Ritual", "Ponder", "Dark Ritual"])
    assert game.pending.kind == "choose"
    _choose(game, "Dark Ritual")
    assert {game.state.objects[o].card for o in game.pending.options} == {"Dark Ritual"}  # the search's choice
    game.apply(f"choose {game.pending.options[0]}")
    assert _names(game, "hand:0") == ["Dark Ritual", "Dark Ritual", "Duress"]
    assert _names(game, "library:0") == ["Dark Ritual", "Duress", "Ponder"]
    kinds = [e.kind for e in game.state.events()]
    assert "reveal_from_hand" in kinds and "shuffle" in kinds


def test_no_card_with_that_name_finds_nothing_701_23b() -> None:
    """701.23b: a search for a card with a stated quality may find nothing; the library is still shuffled."""
    game = _cast_tutor(["Tendrils of Agony"], ["Duress", "Ponder"])
    _choose(game, "Tendrils of Agony")
    if game.pending.kind == "choose":  # the search is asked even with nothing to find (issue 20)
        assert not game.pending.options
        game.apply("choose")
    assert _names(game, "hand:0") == ["Tendrils of Agony"] and len(game.state.zones["library:0"]) == 2


def test_hellbent_with_no_cards_in_hand_searches_for_any_card_608_2c() -> None:
    """Hellbent: with no cards in hand as it resolves (Infernal Tutor itself is on the stack), nothing is revealed
    and any card may be found instead."""
    game = _cast_tutor([], ["Duress", "Ad Nauseam", "Ponder"])
    assert {game.state.objects[o].card for o in game.pending.options} == {"Duress", "Ad Nauseam", "Ponder"}
    _choose(game, "Ad Nauseam")
    assert _names(game, "hand:0") == ["Ad Nauseam"]
    assert "reveal_from_hand" not in [e.kind for e in game.state.events()]


def test_pack_hunt_finds_up_to_three_with_the_target_creatures_name() -> None:
    """Pack Hunt: "Search your library for up to three cards with the same name as target creature, reveal them,
    put them into your hand, then shuffle." (201.2): the target may be an opponent's creature."""
    game = board({"battlefield": [{"card": "Forest", "count": 4}], "hand": ["Pack Hunt"],
                  "library": ["Grizzly Bears", "Llanowar Elves", "Grizzly Bears"]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Pack Hunt", game.find("Grizzly Bears", zone="battlefield"))
    pass_both(game)
    assert {game.state.objects[o].card for o in game.pending.options} == {"Grizzly Bears"}
    game.apply("choose " + " ".join(str(o) for o in game.pending.options))
    assert _names(game, "hand:0") == ["Grizzly Bears", "Grizzly Bears"]


def test_secret_salvage_uses_the_name_of_the_card_it_exiled_608_2h() -> None:
    """Secret Salvage: "Exile target nonland card from your graveyard. Search your library for any number of cards
    with the same name as that card, reveal them, put them into your hand, then shuffle." The card has left the
    graveyard when the search begins: its name is read all the same (608.2h)."""
    game = board({"battlefield": [{"card": "Swamp", "count": 5}], "hand": ["Secret Salvage"],
                  "graveyard": ["Lightning Bolt"], "library": ["Lightning Bolt", "Shock", "Lightning Bolt"]})
    cast(game, "Secret Salvage", game.find("Lightning Bolt", zone="graveyard:0"))
    pass_both(game)
    assert {game.state.objects[o].card for o in game.pending.options} == {"Lightning Bolt"}
    game.apply("choose " + " ".join(str(o) for o in game.pending.options))
    assert _names(game, "hand:0") == ["Lightning Bolt", "Lightning Bolt"]
    assert _names(game, "exile") == ["Lightning Bolt"]
