"""CR 401.4: "If an effect puts two or more cards in a specific position in a library at the same time, the owner
of those cards may arrange them in any order." Played with Plow Under ({3}{G}{G} sorcery, 'Put two target lands on
top of their owners' libraries.') and Harmonic Convergence ('Put all enchantments on top of their owners'
libraries.')."""

from __future__ import annotations

from support import board, resolve_stack, use_compiled, zone_names

use_compiled("Plow Under", "Harmonic Convergence")


def test_401_4_the_owner_arranges_two_lands_put_on_top() -> None:
    """Both targets are P2's: P2 chooses the topmost first."""
    game = board({"hand": ["Plow Under"], "battlefield": [{"card": "Forest", "count": 5}]},
                 {"library": ["Plains"], "battlefield": ["Island", "Swamp"]})
    game.apply(f"cast {game.find('Plow Under')}")
    game.apply(f"target {game.find('Island')}")
    game.apply(f"target {game.find('Swamp')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass", "P2")
    assert game.pending.kind == "choose" and game.pending.player == 1
    game.apply(f"choose {game.find('Swamp')}", "P2")
    resolve_stack(game)
    assert zone_names(game, "library", 1) == ["Swamp", "Island", "Plains"]


def test_401_4_each_owner_arranges_their_own() -> None:
    """One land of each player: nobody has anything to arrange, each goes on top of its owner's library."""
    game = board({"library": ["Plains"], "hand": ["Harmonic Convergence"],
                  "battlefield": [{"card": "Forest", "count": 3}, "Honor of the Pure"]},
                 {"library": ["Island"], "battlefield": ["Glorious Anthem"]})
    game.apply(f"cast {game.find('Harmonic Convergence')}")
    game.apply("autopay")
    resolve_stack(game)
    assert zone_names(game, "library", 0) == ["Honor of the Pure", "Plains"]
    assert zone_names(game, "library", 1) == ["Glorious Anthem", "Island"]
