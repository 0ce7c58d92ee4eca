from tests.rajas.support import dice, play


def test_RC_X_takes_the_colour_that_makes_a_pair() -> None:
    out = play("cherey", dice=[2, 6], automa={"dice": dice(orange=0, purple=1, green=2)})
    assert out.params("RC-X", "rajas-colour-chosen")["colour"] == "@rajas-colour-purple"
    assert out.me["dice"] == dice(purple=2, green=2)
