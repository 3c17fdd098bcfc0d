"""'Until end of turn, you may cast spells from among them.' after exiling cards (601.3; mechanics/exile_to_play):
Apex of Power ('Exile the top seven cards of your library. Until end of turn, you may cast spells from among
them.'), Narset, Enlightened Master ('Whenever Narset attacks, exile the top four cards of your library. Until end
of turn, you may cast noncreature spells from among those cards without paying their mana costs.'; 118.9)."""

from __future__ import annotations

from support import board, cast, life, names, pass_both, pass_until, resolve_stack, use_compiled

from lithoform import Game

use_compiled("Apex of Power", "Narset, Enlightened Master")


def _acts(game: Game) -> list[str]:
    return [str(a) for a in game.legal_actions()]


def _casts(game: Game, oid: int) -> list[str]:
    return [a for a in _acts(game) if a.startswith(f"cast {oid} ")]


def test_apex_of_power_lets_you_cast_the_exiled_spells_but_not_play_the_lands() -> None:
    """601.3: 'cast' lets only spells be cast; a land card among them can't be played (305.1)."""
    game = board({"battlefield": [{"card": "Mountain", "count": 10}], "hand": ["Apex of Power"],
                  "library": ["Lightning Bolt", "Forest", "Grizzly Bears", "Island", "Island", "Island", "Island",
                              "Island"]})
    cast(game, "Apex of Power")
    pass_both(game)
    game.apply("choose 3")  # 'add ten mana of any one color': red (W U B R G)
    bolt = game.find("Lightning Bolt", zone="exile")
    forest = game.find("Forest", zone="exile")
    assert _casts(game, bolt)
    assert f"play {forest}" not in _acts(game)
    game.apply(_casts(game, bolt)[0])
    game.apply("target P2")
    game.apply("autopay")  # its mana cost is paid (the ten mana Apex added pays it)
    pass_both(game)
    assert life(game, 1) == 17
    assert "Island" in names(game, "library")  # the eighth card stayed


def test_the_permission_ends_with_the_turn() -> None:
    game = board({"battlefield": [{"card": "Mountain", "count": 10}], "hand": ["Apex of Power"],
                  "library": ["Lightning Bolt"] + ["Island"] * 10})
    cast(game, "Apex of Power")
    pass_both(game)
    game.apply("choose 3")  # 'add ten mana of any one color': red (W U B R G)
    bolt = game.find("Lightning Bolt", zone="exile")
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    pass_until(game, "main1", turn=game.state.turn + 1)
    assert not _casts(game, bolt)


def test_narset_casts_noncreature_spells_from_among_them_for_free() -> None:
    """118.9: without paying their mana costs; the creature card among them can't be cast this way."""
    game = board({"battlefield": ["Narset, Enlightened Master"],
                  "library": ["Lava Spike", "Grizzly Bears", "Island", "Island", "Island"]},
                 step="beginning_of_combat")
    pass_both(game)
    game.apply(f"attack {game.find('Narset, Enlightened Master')} P2")
    game.apply("done")
    resolve_stack(game)
    pass_until(game, "main2")
    spike = game.find("Lava Spike", zone="exile")
    bears = game.find("Grizzly Bears", zone="exile")
    assert not _casts(game, bears)
    game.apply(_casts(game, spike)[0])
    game.apply("target P2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert life(game, 1) == 20 - 3 - 3
