"""702.75 Hideaway: 'Hideaway N' means 'When this permanent enters, look at the top N cards of your library.
Exile one of them face down and put the rest on the bottom of your library in a random order.' (702.75a);
a card printed with 'Hideaway' and no numeral has 'Hideaway 4' and '[This permanent] enters tapped.' (702.75b).
Its linked ability (607.2a) plays the exiled card without paying its mana cost (305.1-305.3, 608.2g, 118.9)."""

from __future__ import annotations

import msgspec
from support import activate, board, pass_both, resolve_stack, use_compiled, zone_names

from lithoform import Game
from lithoform.play.observation import observe
from lithoform.rules.context import add_link
from lithoform.rules.zones import move

use_compiled("Fight Rigging", "Windbrisk Heights", "Howltooth Hollow")

LIBRARY = ["Grizzly Bears", "Lightning Bolt", "Island", "Forest", "Shock", "Giant Growth", "Llanowar Elves"]


def _rigging(**p1: object) -> object:
    """Fight Rigging resolves with seven known cards on top of P1's library; its hideaway trigger waits."""
    game = board({"hand": ["Fight Rigging"], "battlefield": [{"card": "Forest", "count": 3}],
                  "library": list(LIBRARY), **p1})
    game.apply(f"cast {game.find('Fight Rigging', zone='hand')}")
    game.apply("autopay")
    pass_both(game)  # Fight Rigging resolves; hideaway triggers
    pass_both(game)  # the hideaway ability resolves: the choice among the top five
    return game


def test_702_75a_look_at_the_top_n_exile_one_face_down_the_rest_on_the_bottom() -> None:
    game = _rigging()
    assert game.pending.kind == "choose" and game.pending.player == 0
    top = game.state.zones["library:0"][:5]
    assert tuple(game.pending.options) == top  # the top five, not six
    bears = game.find("Grizzly Bears")
    game.apply(f"choose {bears}")
    (exiled,) = game.zone("exile")
    assert game.state.objects[exiled].face_down == "hideaway" and game.state.objects[exiled].card == "Grizzly Bears"
    library = game.state.zones["library:0"]
    assert game.state.objects[library[0]].card == "Giant Growth"  # the two not looked at are now on top
    assert sorted(game.state.objects[c].card for c in library[-4:]) == sorted(["Lightning Bolt", "Island", "Forest",
                                                                                "Shock"])


def test_702_75a_the_exiled_card_is_hidden_from_the_other_player() -> None:
    """406.3: a face-down exiled card has no characteristics; the opponent's view doesn't name it."""
    game = _rigging()
    game.apply(f"choose {game.find('Grizzly Bears')}")
    seen = observe(game, 1, log_lines=30)
    assert all(v.name != "Grizzly Bears" for v in seen.exile)
    assert not any("Grizzly Bears" in line for line in seen.log)


def test_702_75a_play_the_exiled_card_without_paying_its_mana_cost_as_it_resolves() -> None:
    """Fight Rigging: '... Then if you control a creature with power 7 or greater, you may play the exiled card
    without paying its mana cost.' (608.2g: cast during the resolution, 118.9: for no mana)."""
    game = _rigging(battlefield=[{"card": "Forest", "count": 3},
                                 "Ancient Brontodon"])
    game.apply(f"choose {game.find('Grizzly Bears')}")
    resolve_stack(game)
    game.apply("pass")
    game.apply("pass")  # to the beginning of combat: Fight Rigging triggers
    assert game.state.step == "beginning_of_combat"
    game.apply(f"target {game.find('Ancient Brontodon')}")
    pass_both(game)
    assert game.pending.kind == "may"
    game.apply("yes")
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "battlefield", 0)


def _hollow_with_exiled_forest(game: Game) -> tuple[int, int]:
    """Howltooth Hollow (untapped) with a Forest from P1's library exiled by its hideaway ability (607.2a)."""
    hollow = game.find("Howltooth Hollow")
    game.state.set_obj(msgspec.structs.replace(game.state.objects[hollow], tapped=False))
    card = move(game.state, game.find("Forest"), "exile", face_down="hideaway")
    add_link(game.state, hollow, "exiled", (card,))
    return hollow, card


def test_305_2b_the_exiled_land_is_played_only_with_a_land_play_left() -> None:
    """Howltooth Hollow: 'You may play the exiled card without paying its mana cost if each player has no cards
    in hand.' A land played this way is the player's land play (305.2a); with none left it can't be played."""
    game = board({"battlefield": ["Howltooth Hollow", "Swamp"], "library": ["Forest"]})
    hollow, card = _hollow_with_exiled_forest(game)
    activate(game, hollow, 2)
    pass_both(game)
    game.apply("yes")
    assert "Forest" in zone_names(game, "battlefield", 0) and game.state.players[0].lands_played == 1


def test_305_2b_no_land_play_left_nothing_is_played() -> None:
    game = board({"battlefield": ["Howltooth Hollow", "Swamp"], "library": ["Forest"]})
    game.state.set_player(msgspec.structs.replace(game.state.players[0], lands_played=1))
    hollow, card = _hollow_with_exiled_forest(game)
    activate(game, hollow, 2)
    pass_both(game)
    if game.pending.kind == "may":
        game.apply("yes")
    assert "Forest" not in zone_names(game, "battlefield", 0)
    assert game.state.objects[card].zone == "exile"


def test_702_75b_hideaway_with_no_numeral_enters_tapped_and_looks_at_four() -> None:
    game = board({"hand": ["Windbrisk Heights"], "library": list(LIBRARY)})
    game.apply(f"play {game.find('Windbrisk Heights', zone='hand')}")
    heights = game.find("Windbrisk Heights")
    assert game.state.objects[heights].tapped
    pass_both(game)
    assert game.pending.kind == "choose" and len(game.pending.options) == 4
