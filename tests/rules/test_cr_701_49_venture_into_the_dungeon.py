"""CR 701.49 and 309: venturing into the dungeon. 701.49a / 309.2a: with no dungeon in the command zone, the
player chooses a dungeon card and puts it there, the venture marker on its topmost room (309.4a); 701.49b: else
the marker moves to an adjacent room along an arrow, the player choosing between two; 309.4c: moving into a room
triggers its room ability, controlled by the dungeon's owner; 309.6 / 704.5t: a dungeon whose marker is on its
bottommost room, with no room ability of it waiting or on the stack, is removed from the game; 309.7: its owner
completes it; 701.49c: venturing from the bottommost room completes the dungeon and starts a new one.

The dungeons are data (mechanics/venture/dungeons.py) compiled by the compiler (a room that doesn't compile makes
'venture into the dungeon' refused); these tests venture with a test-only instant ({0}: 'Venture into the
dungeon.')."""

from __future__ import annotations

import pytest
from support import board, pass_both, registering
from support.cards import define

from lithoform import Game
from lithoform.cards.tree import CardFace, SpellAbility
from lithoform.catalog.compiled import compiled
from lithoform.compiler.values import Unsupported
from lithoform.mechanics.venture.nodes import CompletedDungeon, Venture
from lithoform.mechanics.venture.rules import completed, dungeon_of
from lithoform.mechanics.venture.text import room_abilities
from lithoform.state.model import Obj

VENTURE = define(CardFace("Test Venture", ("Instant",), "{0}", spell=SpellAbility(Venture())))
_cards = registering(VENTURE)

LOST_MINE = 1  # the order the choice lists them (Tomb of Annihilation, Lost Mine of Phandelver, ...)


def _venture(game: Game, *answers: str) -> None:
    """Casts a test venture; answers the choices (dungeon, room); resolves the room ability."""
    hand = [o for o in game.zone("hand", 0) if game.chars(o).name == VENTURE]
    game.apply(f"cast {hand[0]}")
    pass_both(game)
    for a in answers:
        game.apply(a)
    while game.state.stack or game.pending.kind != "priority":
        if game.pending.kind == "priority":
            pass_both(game)
        elif game.pending.kind == "scry" or game.pending.kind == "choose":
            game.apply(game.legal_actions()[0])
        else:
            game.apply(game.legal_actions()[0])


def _dungeon(game: Game) -> Obj | None:
    return dungeon_of(game.state, 0)


def _room(game: Game) -> str:
    from lithoform.mechanics.venture.dungeons import DUNGEONS
    d = _dungeon(game)
    assert d is not None
    return DUNGEONS[d.card][d.room].name


def test_701_49a_the_first_venture_puts_a_dungeon_in_the_command_zone() -> None:
    game = board({"hand": [VENTURE] * 4})
    _venture(game, f"choose {LOST_MINE}")
    assert _dungeon(game) is not None and _dungeon(game).card == "Lost Mine of Phandelver"
    assert _room(game) == "Cave Entrance"  # 309.4a: the topmost room
    assert any(e.kind == "venture" for e in game.state.events())


def test_701_49b_the_player_chooses_between_two_arrows() -> None:
    game = board({"hand": [VENTURE] * 4})
    _venture(game, f"choose {LOST_MINE}")
    _venture(game, "choose 0")  # Goblin Lair (the other arrow: Mine Tunnels)
    assert _room(game) == "Goblin Lair"
    assert [game.chars(o).name for o in game.zone("battlefield", 0)] == ["Goblin Token"]  # its room ability


def test_309_6_704_5t_the_bottommost_room_completes_the_dungeon() -> None:
    game = board({"hand": [VENTURE] * 4, "battlefield": ["Grizzly Bears"]})
    _venture(game, f"choose {LOST_MINE}")
    _venture(game, "choose 0")  # Goblin Lair
    _venture(game, "choose 0")  # Storeroom: a +1/+1 counter on target creature
    assert _room(game) == "Storeroom"
    hand = len(game.zone("hand", 0))
    _venture(game)  # Temple of Dumathoin: draw a card; then the dungeon is completed (704.5t)
    assert len(game.zone("hand", 0)) == hand - 1 + 1
    assert _dungeon(game) is None
    assert game.state.players[0].completed_dungeons == ("Lost Mine of Phandelver",)
    assert completed(game.state, 0, CompletedDungeon())
    assert completed(game.state, 0, CompletedDungeon("Tomb of Annihilation", negated=True))
    assert any(e.kind == "dungeon_completed" and "704.5t" in e.rules for e in game.state.events())


def test_309_4c_the_room_ability_is_controlled_by_the_dungeons_owner() -> None:
    game = board({"hand": [VENTURE]})
    hand = [o for o in game.zone("hand", 0)]
    game.apply(f"cast {hand[0]}")
    pass_both(game)
    game.apply(f"choose {LOST_MINE}")
    (top,) = game.state.stack
    ability = game.state.objects[top]
    assert ability.controller == 0 and ability.source_name == "Lost Mine of Phandelver"


def test_309_4c_every_room_compiles_so_venture_does() -> None:
    assert room_abilities()[1] == ()
    assert compiled("Bar the Gate").ok


def test_309_4c_a_room_that_doesnt_compile_makes_venture_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    from lithoform.mechanics.venture import text
    monkeypatch.setattr(text, "room_abilities", lambda: ({}, ("Tomb of Annihilation: Oubliette",)))
    with pytest.raises(Unsupported, match="Oubliette"):
        text.VentureRules().venture([])


def test_611_2b_fungi_caverns_effect_lasts_until_your_next_turn() -> None:
    """Fungi Cavern: 'Target creature gets -4/-0 until your next turn.' (611.2b: it ends as that turn begins)."""
    from support import pt
    game = board({"hand": [VENTURE] * 3}, {"battlefield": ["Hill Giant"]})
    giant = game.find("Hill Giant")
    _venture(game, f"choose {LOST_MINE}")
    _venture(game, "choose 1")  # Mine Tunnels: a Treasure
    hand = [o for o in game.zone("hand", 0) if game.chars(o).name == VENTURE]
    game.apply(f"cast {hand[0]}")
    pass_both(game)
    game.apply("choose 1")  # Fungi Cavern
    game.apply(f"target {giant}")
    pass_both(game)
    assert pt(game, giant) == (-1, 3)
    while game.state.active == 0:
        game.apply(game.legal_actions()[0] if game.pending.kind != "priority" else "pass")
    assert pt(game, giant) == (-1, 3)  # the opponent's turn: still
    while game.state.active == 1:
        game.apply(game.legal_actions()[0] if game.pending.kind != "priority" else "pass")
    assert pt(game, giant) == (3, 3)


def test_701_49c_venturing_from_the_last_room_completes_it_and_starts_a_new_one() -> None:
    """Ruling (2021-07-23): "If you somehow venture into the dungeon while a room's ability is on the stack, you
    will continue on in the dungeon. If you're already in the last room, complete that dungeon and start a new
    one." And: "They may choose a dungeon that they have already completed this game." """
    game = board({"hand": [VENTURE] * 6, "battlefield": ["Grizzly Bears"]})
    _venture(game, f"choose {LOST_MINE}")
    _venture(game, "choose 0")  # Goblin Lair
    _venture(game, "choose 0")  # Storeroom
    hand = [o for o in game.zone("hand", 0) if game.chars(o).name == VENTURE]
    game.apply(f"cast {hand[0]}")
    pass_both(game)  # into Temple of Dumathoin: its room ability waits on the stack
    assert _room(game) == "Temple of Dumathoin" and game.state.stack
    hand = [o for o in game.zone("hand", 0) if game.chars(o).name == VENTURE]
    game.apply(f"cast {hand[0]}")  # an instant, in response
    pass_both(game)
    game.apply(f"choose {LOST_MINE}")  # completed, and chosen again
    assert game.state.players[0].completed_dungeons == ("Lost Mine of Phandelver",)
    assert _room(game) == "Cave Entrance"
    assert any(e.kind == "dungeon_completed" and "701.49c" in e.rules for e in game.state.events())


def test_309_4_the_dungeon_and_its_room_are_public() -> None:
    """Both players' observations show the dungeon in the command zone and the venture marker's room."""
    from lithoform.play.observation import observe
    game = board({"hand": [VENTURE] * 2})
    _venture(game, f"choose {LOST_MINE}")
    for viewer in (0, 1):
        me = observe(game, viewer).players[0]
        assert (me.dungeon, me.room) == ("Lost Mine of Phandelver", "Cave Entrance")
