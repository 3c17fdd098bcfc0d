"""CR 109.4, 611.2c: 'creatures target player controls' as the subject of an instruction (Great Oak Guardian,
Marsh Casualties; mechanics/mass_removal): every creature that player controls as the effect begins, the
player being the only target."""

from __future__ import annotations

from support import board, cast, resolve_stack


def test_611_2c_great_oak_guardian_pumps_and_untaps_the_players_creatures() -> None:
    """Great Oak Guardian rulings: "Great Oak Guardian's last ability targets only the player, not any
    creatures." and "Any creatures controlled by the player that are already untapped will just get +2/+2 until
    end of turn.\""""
    game = board({"battlefield": [{"card": "Forest", "count": 6}, {"card": "Grizzly Bears", "tapped": True},
                                  "Llanowar Elves"],
                  "hand": ["Great Oak Guardian"]}, {"battlefield": ["Hill Giant"]})
    cast(game, game.find("Great Oak Guardian"))
    for _ in range(10):  # the Guardian resolves; its trigger goes on the stack, targeting P1
        if game.pending.kind == "target":
            game.apply("target P1")
            break
        game.apply("pass")
    resolve_stack(game)
    bears, elves, giant = game.find("Grizzly Bears"), game.find("Llanowar Elves"), game.find("Hill Giant")
    assert (game.chars(bears).power, game.chars(elves).power) == (4, 3)
    assert not game.state.objects[bears].tapped
    assert game.chars(giant).power == 3  # the other player's creature: unchanged


def test_611_2c_marsh_casualties_shrinks_only_that_players_creatures() -> None:
    """Marsh Casualties: 'Creatures target player controls get -1/-1 until end of turn.'"""
    game = board({"battlefield": [{"card": "Swamp", "count": 2}, "Grizzly Bears"], "hand": ["Marsh Casualties"]},
                 {"battlefield": ["Llanowar Elves", "Hill Giant"]})
    cast(game, game.find("Marsh Casualties"), "P2", kicker=False)
    resolve_stack(game)
    assert game.find("Llanowar Elves", zone="graveyard")
    assert game.chars(game.find("Hill Giant")).power == 2
    assert game.chars(game.find("Grizzly Bears")).power == 2
