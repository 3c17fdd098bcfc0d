"""Bloodline Keeper // Lord of Lineage, compiled from its Oracle text and played.

Oracle text: Flying / {T}: Create a 2/2 black Vampire creature token with flying. / {B}: Transform Bloodline
Keeper. Activate only if you control five or more Vampires. // Flying / Other Vampire creatures you control
get +2/+2. / {T}: Create a 2/2 black Vampire creature token with flying.
(Its only ruling points to the Shadows over Innistrad mechanics article.)"""

from __future__ import annotations

from support import board, lands, pass_both

KEEPER = "Bloodline Keeper"


def test_transforms_with_five_vampires_and_the_back_face_pumps_the_others() -> None:
    """602.5b: 'Activate only if you control five or more Vampires'; then 712.8e: only the back face's
    characteristics, and its static ability applies to the other Vampires (613.4c layer 7c)."""
    vampires = [{"card": "Bloodline Keeper"}] + [{"card": "Vampire Nighthawk"} for _ in range(3)]
    game = board({"battlefield": vampires + [lands("Swamp", 2)]})
    keeper = game.find(KEEPER)
    assert not any(str(a) == f"activate {keeper} 2" for a in game.legal_actions())  # four Vampires
    game.apply(f"activate {keeper} 1")  # a 2/2 Vampire token: the fifth
    pass_both(game)
    assert any(str(a) == f"activate {keeper} 2" for a in game.legal_actions())
    game.apply(f"activate {keeper} 2")
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    lord = game.chars(keeper)
    assert lord.name == "Lord of Lineage" and (lord.power, lord.toughness) == (5, 5)
    assert game.state.objects[keeper].tapped  # the same permanent: still tapped from its first ability (712.18)
    nighthawks = [o for o in game.state.battlefield if game.chars(o).name == "Vampire Nighthawk"]
    assert all((game.chars(o).power, game.chars(o).toughness) == (4, 5) for o in nighthawks)
    token = next(o for o in game.state.battlefield if game.state.objects[o].token)
    assert (game.chars(token).power, game.chars(token).toughness) == (4, 4)
    assert lord.mana_value == 4  # 712.8e: {2}{B}{B}
