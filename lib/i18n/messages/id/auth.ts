import type { Catalogue } from "../../types";

export const auth: Catalogue["auth"] = {
  fields: {
    name: "Nama",
    gender: "Jenis Kelamin",
    male: "Pria",
    female: "Wanita",
    email: "Email",
    password: "Kata Sandi",
    passwordConf: "Konfirmasi Kata Sandi",
    oldPassword: "Kata Sandi Lama",
    newPassword: "Kata Sandi Baru",
    newPasswordConf: "Konfirmasi Kata Sandi Baru",
  },
  signIn: {
    metaTitle: "Masuk",
    title: "Masuk",
    submit: "Masuk",
    forgotPassword: "Lupa Kata Sandi?",
    newCustomer: "Pelanggan Baru",
    newCustomerText: "Buat akun untuk menyimpan wishlist, menyimpan alamat Anda, dan memantau pesanan Anda.",
    createAccount: "Buat Akun",
  },
  signUp: {
    metaTitle: "Buat Akun",
    title: "Buat Akun",
    submit: "Buat Akun",
    haveAccount: "Sudah punya akun? Masuk.",
  },
  forgotPassword: {
    metaTitle: "Lupa Kata Sandi",
    title: "Lupa Kata Sandi",
    intro: "Masukkan alamat email akun Anda dan kami akan mengirimkan tautan untuk mengatur ulang kata sandi Anda.",
    submit: "Kirim Tautan Atur Ulang",
    backToSignIn: "Kembali ke Halaman Masuk",
  },
  resetPassword: {
    metaTitle: "Atur Ulang Kata Sandi",
    title: "Atur Ulang Kata Sandi",
    submit: "Atur Ulang Kata Sandi",
    signIn: "Masuk",
    linkInvalid: "Tautan atur ulang kata sandi ini tidak valid atau sudah kedaluwarsa, silakan minta tautan baru.",
  },
};
