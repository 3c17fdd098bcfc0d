"""Sorcerous Spyglass, compiled from its Oracle text, in games.

Oracle text: As Sorcerous Spyglass enters the battlefield, look at an opponent's hand, then choose any card name.
Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.

614.1c, 614.12: both happen as it enters, the look first (400.2: only its controller sees the cards), then the
name (201.3); 602.5, 605.1a: what the name stops (as Pithing Needle's)."""

from __future__ import annotations

from support import P1, P2, actions, board, cast, events, pass_both, use_compiled

from lithoform import Game

use_compiled("Sorcerous Spyglass", "Llanowar Elves", "Pithing Needle")


def _spyglass(opponent_hand: list[str], battlefield: list = ()) -> Game:  # type: ignore[assignment]
    return board({"battlefield": [{"card": "Plains", "count": 2}, *battlefield], "hand": ["Sorcerous Spyglass"]},
                 {"hand": opponent_hand})


def test_looks_at_the_opponents_hand_then_names_a_card() -> None:
    game = _spyglass(["Pithing Needle", "Island"])
    cast(game, "Sorcerous Spyglass")
    pass_both(game)
    assert game.pending.kind == "choose" and "card name" in game.pending.prompt
    game.apply(f"choose {game.pending.labels.index('Pithing Needle')}")
    kinds = [e.kind for e in game.state.events()]
    assert kinds.index("look_hand") < kinds.index("as_enters_choice")  # the look, then the name
    looked = events(game, "look_hand")[-1]
    assert looked.args["player"] == P1 and looked.args["owner"] == P2
    assert sorted(looked.args["cards"]) == ["Island", "Pithing Needle"]
    assert events(game, "as_enters_choice")[-1].args["choice"] == "Pithing Needle"


def test_ruling_any_name_not_only_cards_seen() -> None:
    """Ruling: "You can choose any card name, even if that card doesn't normally have an activated ability.
    You're not limited to the names of cards you saw in the opponent's hand." And the Pithing Needle ruling: the
    named source's mana ability can still be activated, its other activated abilities can't."""
    game = _spyglass(["Island"], ["Llanowar Elves"])
    elves = game.find("Llanowar Elves")
    assert f"activate {elves} 1" in actions(game)
    cast(game, "Sorcerous Spyglass")
    pass_both(game)
    game.apply(f"choose {game.pending.labels.index('Llanowar Elves')}")
    game.apply(f"activate {elves} 1")  # {T}: Add {G}: a mana ability (605.1a), unaffected
    assert game.state.players[P1].pool
