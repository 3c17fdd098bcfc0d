"""Dispossess: 'Choose an artifact card name. Search target opponent's graveyard, hand, and library for any number of
cards with the chosen name and exile them. Then that player shuffles.' (201.3: a card name of a kind, chosen as it
resolves, 608.2d; 607.2d: 'the chosen name'; 701.23a-b: a search of hidden zones; 701.24a)."""

from __future__ import annotations

from support import board, lands, use_compiled

from lithoform import Game


def _game() -> Game:
    return board({"hand": ["Dispossess"], "battlefield": [lands("Swamp", 3)]},
                 {"hand": ["Ornithopter", "Opt"], "library": ["Ornithopter", "Island", "Island"],
                  "graveyard": ["Ornithopter"], "battlefield": ["Ornithopter"]})


def _cast_naming(game: Game, name: str) -> tuple[str, ...]:
    game.apply(f"cast {game.find('Dispossess', zone='hand')}")
    game.apply("target P2")
    game.apply("autopay")
    while game.pending.kind == "priority" and game.state.stack:
        game.apply("pass")
    labels = game.pending.labels
    game.apply(f"choose {game.pending.options[labels.index(name)]}")
    return labels


def _cards(game: Game, zone: str) -> list[str]:
    return sorted(game.state.objects[o].card for o in game.state.zones[zone])


def test_it_compiles() -> None:
    assert use_compiled("Dispossess")


def test_201_3_only_artifact_card_names_are_offered() -> None:
    """Oracle: 'Choose an artifact card name.' The names offered are those of artifact cards only (201.3)."""
    labels = _cast_naming(_game(), "Ornithopter")
    assert "Sol Ring" in labels and "Ornithopter" in labels
    assert "Opt" not in labels and "Island" not in labels and "Grizzly Bears" not in labels
    assert labels[0] == "Ornithopter"  # the names seen in public zones first


def test_701_23_exile_the_named_cards_from_graveyard_hand_and_library() -> None:
    """Oracle: 'Search target opponent's graveyard, hand, and library for any number of cards with the chosen name
    and exile them. Then that player shuffles.' The one on the battlefield stays."""
    game = _game()
    _cast_naming(game, "Ornithopter")
    while game.pending.kind == "choose":  # the hand and library: any number of them may be found (701.23b)
        game.apply("choose " + " ".join(str(o) for o in game.pending.options))
    assert _cards(game, "exile") == ["Ornithopter"] * 3
    assert _cards(game, "hand:1") == ["Opt"]
    assert "Ornithopter" in [game.state.objects[o].card for o in game.state.zones["battlefield"]]
